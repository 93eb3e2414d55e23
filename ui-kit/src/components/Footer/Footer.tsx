import type { NavEntry } from '../../model';
import { visuallyHidden } from '../../theme/utilities.css';
import { Link } from '../Link/Link';
import * as styles from './Footer.css';

export interface FooterProps {
  /** The link columns: Buying, Selling, Services. */
  groups: readonly { title: string; links: readonly NavEntry[] }[];
  /** The parent company's site, linked as an external page. */
  companyUrl?: string;
  year?: number;
}

/** The page's foot: buying, selling and service links, the parent company, the copyright. */
export function Footer({ groups, companyUrl, year = new Date().getFullYear() }: FooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div>
          <p className={styles.groupTitle}>RawEx</p>
          <p className={styles.tagline}>Global Raw Materials Trading Platform</p>
        </div>
        {groups.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className={styles.groupTitle}>{group.title}</h2>
            <ul className={styles.links}>
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link className={styles.link} href={link.href}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={styles.bottom}>
        <span>© {year} RawEx. Prices in each supplier’s currency.</span>
        {companyUrl && (
          <a className={styles.link} href={companyUrl} target="_blank" rel="noopener noreferrer">
            Parent company ↗<span className={visuallyHidden}> (opens in a new tab)</span>
          </a>
        )}
      </div>
    </footer>
  );
}
