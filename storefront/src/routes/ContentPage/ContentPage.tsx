import { ButtonLink } from '@rawex/ui-kit';
import { useLocation } from 'react-router-dom';
import { usePageTitle } from '../../navigation/page-title';
import { NotFound } from '../../navigation/NotFound';
import * as page from '../../styles/page.css';
import { MARKETING_PAGES } from './content';

/** A marketing page: Ready to Ship, Trade Assurance, Buyer Central, Supplier Membership, Logistics, Inspection. */
export default function ContentPage() {
  const { pathname } = useLocation();
  const content = MARKETING_PAGES[pathname.slice(1)];
  usePageTitle(content?.title);
  if (!content) return <NotFound />;
  return (
    <article className={page.stack}>
      <header className={page.pageHeader}>
        <h1 className={page.title}>{content.title}</h1>
        <p className={page.subtitle}>{content.intro}</p>
      </header>
      <div className={page.tiles}>
        {content.points.map((point) => (
          <section key={point.heading} className={page.panel}>
            <h2 className={page.sectionTitle}>{point.heading}</h2>
            <p>{point.text}</p>
          </section>
        ))}
      </div>
      <div>
        <ButtonLink href={content.action.href}>{content.action.label}</ButtonLink>
      </div>
    </article>
  );
}
