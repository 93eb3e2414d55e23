import { Lock, Search, Ship, ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { ButtonLink } from '../Button/Button';
import * as styles from './TradeAssurance.css';

const POINTS = [
  {
    icon: ShieldCheck,
    title: 'Verified suppliers',
    text: 'Every supplier is checked by our team before the Verified badge shows.',
  },
  {
    icon: Lock,
    title: 'Secure payments',
    text: 'Pay by card, bank transfer or crypto, through the platform only.',
  },
  {
    icon: Search,
    title: 'Quality inspection',
    text: 'Book an inspection of the goods before they leave the supplier.',
  },
  {
    icon: Ship,
    title: 'Logistics support',
    text: 'Freight, customs and insurance arranged for bulk shipments.',
  },
];

/** The home page's promise to buyers, linking to the Trade Assurance page. */
export function TradeAssurance() {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        Trade Assurance
      </h2>
      <p className={styles.lead}>Order with confidence, from payment to delivery.</p>
      <ul className={styles.points}>
        {POINTS.map((point) => (
          <li key={point.title} className={styles.point}>
            <point.icon aria-hidden="true" focusable="false" size="1.5em" strokeWidth={1.75} />
            <h3 className={styles.pointTitle}>{point.title}</h3>
            <p className={styles.pointText}>{point.text}</p>
          </li>
        ))}
      </ul>
      <div>
        <ButtonLink tone="secondary" href="/trade-assurance">
          Learn more about Trade Assurance
        </ButtonLink>
      </div>
    </section>
  );
}
