import { Button, EmptyState, Link, Loaded, Skeleton } from '@rawex/ui-kit';
import { useNotifications } from '../../data/notifications';
import { usePageTitle } from '../../navigation/page-title';
import { SignedIn } from '../../navigation/SignedIn';
import * as page from '../../styles/page.css';
import * as styles from './Notifications.css';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function NotificationList() {
  const { notifications, error, marking, markAllRead } = useNotifications();
  return (
    <Loaded
      data={notifications}
      failed={
        error && (
          <EmptyState
            role="alert"
            title="Something went wrong"
            description="Failed to load your notifications."
          />
        )
      }
      placeholder={<Skeleton height="12rem" />}
      empty={
        <EmptyState
          title="No notifications yet"
          description="Orders you place or receive, and every change to them, will show here."
        />
      }
    >
      {(notifications) => (
        <>
          <div className={styles.toolbar}>
            <Button
              size="small"
              tone="secondary"
              disabled={marking || notifications.every((notification) => notification.read)}
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
      )}
    </Loaded>
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
