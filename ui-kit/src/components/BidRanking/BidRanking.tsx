import { listFallback } from '../ListFallback/ListFallback';
import * as styles from './BidRanking.css';

export interface RankedBid {
  rank: number;
  /** Who bid: a name, or a word for an anonymous bidder ("Another bidder"). */
  bidder: string;
  /** The price, formatted. */
  price: string;
  /** The viewer's own bid. */
  yours?: boolean;
}

export interface BidRankingProps {
  /** The table's caption, also its name to assistive technology. */
  caption: string;
  rows: readonly RankedBid[];
  emptyText?: string;
}

/** Standing bids best first, the viewer's own marked: an auction lot's ranking. */
export function BidRanking({ caption, rows, emptyText = 'No bids yet.' }: BidRankingProps) {
  const fallback = listFallback({ empty: rows.length === 0, emptyText, height: '6rem' });
  if (fallback) return fallback;
  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.head}>
              Rank
            </th>
            <th scope="col" className={styles.head}>
              Bidder
            </th>
            <th scope="col" className={styles.amountHead}>
              Price
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.rank} className={row.yours ? styles.own : undefined}>
              <td className={styles.rank}>{row.rank}</td>
              <th scope="row" className={styles.name}>
                {row.bidder}
              </th>
              <td className={styles.amount}>{row.price}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
