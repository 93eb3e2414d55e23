import { Button, EmptyState, Link, Skeleton } from '@rawex/ui-kit';
import { useNotifications } from '../../data/notifications';
import { usePageTitle } from '../../navigation/page-title';
import { SignedIn } from '../../navigation/SignedIn';
import * as page from '../../styles/page.css';
import * as styles from './Notifications.css';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function NotificationList() {
  const { notifications, error, isLoading, marking, markAllRead } = useNotifications();
  if (error) {
    return (
      <EmptyState
        role="alert"
        title="Something went wrong"
        description="Failed to load your notifications."
      />
    );
  }
  if (isLoading || !notifications) return <Skeleton height="12rem" />;
  if (notifications.length === 0) {
    return (
      <EmptyState
        title="No notifications yet"
        description="Orders you place or receive, and every change to them, will show here."
      />
    );
  }
  const unread = notifications.some((notification) => !notification.read);
  return (
    <>
      <div className={styles.toolbar}>
        <Button
          size="small"
          tone="secondary"
          disabled={!unread || marking}
          onClick={() => void markAllRead()}
        >
          {marking ? 'Marking...' : 'Mark all as read'}
        </Button>
      </div>
      <ul className={styles.list} aria-label="Notifications">
        {notifications.map((notification) => (
          <li key={notification.id} className={notification.read ? styles.item : styles.unreadItem}>
            <Link className={styles.title} href={notification.link}>
              {notification.title}
              {!notification.read && <span className={styles.newMark}> · New</span>}
            </Link>
            <p className={styles.body}>{notification.body}</p>
            <time className={styles.time} dateTime={notification.createdAt}>
              {when(notification.createdAt)}
            </time>
          </li>
        ))}
      </ul>
    </>
  );
}

export default function Notifications() {
  usePageTitle('Notifications');
  return (
    <div className={page.stack}>
      <header className={page.headerRow}>
        <h1 className={page.title}>Notifications</h1>
        <Link href="/notifications/settings">Email settings</Link>
      </header>
      <SignedIn>{() => <NotificationList />}</SignedIn>
    </div>
  );
}
