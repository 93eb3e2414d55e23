import * as styles from './OrderSummary.css';

/** Simple marks for the accepted ways to pay, drawn here so nothing loads from elsewhere. */
const methods = [
  {
    name: 'Visa',
    mark: (
      <text x="24" y="21" textAnchor="middle" fontSize="13" fontWeight="700" fontStyle="italic">
        VISA
      </text>
    ),
  },
  {
    name: 'Mastercard',
    mark: (
      <>
        <circle cx="19" cy="16" r="8" opacity="0.85" />
        <circle cx="29" cy="16" r="8" opacity="0.55" />
      </>
    ),
  },
  {
    name: 'Bitcoin',
    // A B with the sign's strokes drawn: fonts on many phones have no glyph for ₿.
    mark: (
      <>
        <text x="24" y="22" textAnchor="middle" fontSize="16" fontWeight="700">
          B
        </text>
        <path d="M22 6.5v3.5M26 6.5v3.5M22 22v3.5M26 22v3.5" stroke="currentColor" strokeWidth="1.6" />
      </>
    ),
  },
  {
    name: 'Bank transfer',
    mark: <path d="M14 13l10-6 10 6zM16 15h3v8h-3zM22.5 15h3v8h-3zM29 15h3v8h-3zM13 25h22v2H13z" />,
  },
];

export function PaymentIcons() {
  return (
    <ul className={styles.payments} aria-label="Accepted payment methods">
      {methods.map((method) => (
        <li key={method.name}>
          <svg className={styles.paymentIcon} viewBox="0 0 48 32" role="img" aria-label={method.name}>
            {method.mark}
          </svg>
        </li>
      ))}
    </ul>
  );
}
