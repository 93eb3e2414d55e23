import { useState } from 'react';
import { Button } from '../Button/Button';
import { CheckboxGroup, type CheckboxOption } from '../CheckboxGroup/CheckboxGroup';
import * as styles from './FacetFilters.css';

/** One attribute the list can be narrowed by, with its values and how many items each has. */
export interface FacetGroup {
  /** The attribute's key, as `selected` and `onChange` name it. */
  name: string;
  title: string;
  /** Its values, the most common first, each with its count. */
  options: readonly CheckboxOption[];
}

export interface FacetFiltersProps {
  groups: readonly FacetGroup[];
  /** The values chosen, by group name. */
  selected: Readonly<Record<string, readonly string[]>>;
  onChange: (name: string, values: string[]) => void;
  /** Values shown in a group before "Show all". */
  visible?: number;
}

function Facet({
  group,
  selected,
  onChange,
  visible,
}: {
  group: FacetGroup;
  selected: readonly string[];
  onChange: (values: string[]) => void;
  visible: number;
}) {
  const [expanded, setExpanded] = useState(false);
  const hidden = group.options.length - visible;
  // A chosen value stays in sight when the group is folded.
  const shown =
    expanded || hidden <= 0
      ? group.options
      : group.options.filter((option, index) => index < visible || selected.includes(option.value));
  return (
    <div className={styles.facet}>
      <CheckboxGroup label={group.title} options={shown} value={selected} onChange={onChange} />
      {hidden > 0 && (
        <Button
          tone="ghost"
          size="small"
          className={styles.more}
          onClick={() => setExpanded((open) => !open)}
          aria-expanded={expanded}
        >
          {expanded ? 'Show fewer' : `Show all ${group.options.length}`}
        </Button>
      )}
    </div>
  );
}

/**
 * Checkbox lists that narrow a list by attribute (origin, certification …), each value with the
 * number of items it holds: any value within a group, every group together.
 */
export function FacetFilters({ groups, selected, onChange, visible = 6 }: FacetFiltersProps) {
  return (
    <div className={styles.groups}>
      {groups
        .filter((group) => group.options.length > 0)
        .map((group) => (
          <Facet
            key={group.name}
            group={group}
            selected={selected[group.name] ?? []}
            onChange={(values) => onChange(group.name, values)}
            visible={visible}
          />
        ))}
    </div>
  );
}
