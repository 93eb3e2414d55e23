import { EmptyState, Link, Loaded, Skeleton, Switch } from '@rawex/ui-kit';
import { whatWentWrong } from '../../data/client';
import { useNotificationSettings } from '../../data/notifications';
import { usePageTitle } from '../../navigation/page-title';
import { SignedIn } from '../../navigation/SignedIn';
import { notify } from '../../notices/notify';
import * as page from '../../styles/page.css';

function EmailChoices() {
  const { settings, error, setEmail } = useNotificationSettings();
  return (
    <Loaded
      data={settings}
      failed={
        error && (
          <EmptyState role="alert" title="Something went wrong" description="Failed to load your settings." />
        )
      }
      placeholder={<Skeleton height="12rem" />}
    >
      {(settings) => (
        <section className={page.panel} aria-label="Email">
          <p className={page.muted}>
            Every notification shows in RawEx. Choose which also come by email; emails about your account
            itself (confirming your address, a changed password) always do.
          </p>
          {settings.map((setting) => (
            <Switch
              key={setting.kind}
              label={setting.label}
              checked={setting.email}
              onChange={(email) =>
                void setEmail(setting.kind, email).then(
                  () =>
                    notify({
                      title: 'Saved',
                      description: `${setting.label}: ${email ? 'by email too' : 'in RawEx only'}.`,
                      type: 'success',
                    }),
                  (failure: unknown) =>
                    notify({
                      title: 'Error',
                      description: whatWentWrong(failure, 'Failed to save the setting.'),
                      type: 'error',
                    }),
                )
              }
            />
          ))}
        </section>
      )}
    </Loaded>
  );
}

/** Which notifications also come by email. */
export default function NotificationSettings() {
  usePageTitle('Notification settings');
  return (
    <div className={page.stack}>
      <header className={page.pageHeader}>
        <h1 className={page.title}>Notification settings</h1>
        <Link href="/notifications">Back to your notifications</Link>
      </header>
      <SignedIn>{() => <EmailChoices />}</SignedIn>
    </div>
  );
}
