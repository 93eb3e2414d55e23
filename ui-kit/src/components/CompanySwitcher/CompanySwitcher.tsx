import { Select } from '../Select/Select';
import * as styles from './CompanySwitcher.css';

export interface SwitchableCompany {
  id: string;
  name: string;
  /** What the person is there: "owner", "purchaser". */
  role: string;
}

export interface CompanySwitcherProps {
  companies: readonly SwitchableCompany[];
  /** The company acted for now. */
  actingId: string;
  onSwitch: (companyId: string) => void;
  /** While a switch is under way. */
  busy?: boolean;
}

/**
 * Which of their companies a person acts for, in the header: hidden for a person in one company,
 * who has nothing to choose.
 */
export function CompanySwitcher({ companies, actingId, onSwitch, busy }: CompanySwitcherProps) {
  if (companies.length < 2) return null;
  return (
    <div className={styles.root}>
      <Select
        label="Acting for"
        hideLabel
        options={companies.map((company) => ({
          value: company.id,
          label: `${company.role} · ${company.name}`,
        }))}
        value={actingId}
        onChange={(companyId) => {
          if (companyId !== actingId) onSwitch(companyId);
        }}
        disabled={busy}
      />
    </div>
  );
}
