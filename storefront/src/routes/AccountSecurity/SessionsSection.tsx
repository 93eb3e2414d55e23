import type { Session } from '@rawex/api/contracts';
import { Badge, ConfirmDialog, formatDateTime, Loaded, RecordCard, Skeleton } from '@rawex/ui-kit';
import { useSecurityActions, useSessions } from '../../data/security';
import { LoadFailed } from '../../loading/LoadFailed';
import { sayFailureAndRethrow } from '../../notices/notify';
import * as page from '../../styles/page.css';

function SessionCard({ session }: { session: Session }) {
  const { endSession } = useSecurityActions();
  return (
    <RecordCard
      title={session.device}
      headingLevel="h3"
      subtitle={session.address ?? 'Address unknown'}
      badges={session.current ? <Badge tone="primary">This device</Badge> : undefined}
      fields={[
        { label: 'Signed in', value: formatDateTime(session.signedInAt) },
        { label: 'Last seen', value: formatDateTime(session.lastSeenAt) },
      ]}
      actions={
        session.current ? undefined : (
          <ConfirmDialog
            trigger="Sign out"
            triggerLabel={`Sign out ${session.device}`}
            title={`Sign out ${session.device}?`}
            description="That device is signed out at once."
            confirmLabel="Sign it out"
            pendingLabel="Signing out..."
            onConfirm={() =>
              endSession(session.id).catch(sayFailureAndRethrow('Could not sign that session out.'))
            }
          />
        )
      }
    />
  );
}

export function SessionsSection() {
  const { sessions, error } = useSessions();
  const { endOtherSessions } = useSecurityActions();
  return (
    <section className={page.panel} aria-labelledby="security-sessions">
      <h2 id="security-sessions" className={page.sectionTitle}>
        Where you are signed in
      </h2>
      <Loaded
        data={sessions}
        failed={error ? <LoadFailed title="Your sessions could not be loaded" /> : undefined}
        placeholder={<Skeleton height="8rem" />}
      >
        {(list) => (
          <>
            <ul className={page.list} aria-label="Your sessions">
              {list.map((session) => (
                <li key={session.id}>
                  <SessionCard session={session} />
                </li>
              ))}
            </ul>
            {list.length > 1 && (
              <ConfirmDialog
                trigger="Sign out everywhere else"
                triggerTone="secondary"
                title="Sign out everywhere else?"
                description="Every other device is signed out at once; this one stays."
                confirmLabel="Sign out the others"
                pendingLabel="Signing out..."
                onConfirm={() =>
                  endOtherSessions().catch(sayFailureAndRethrow('Could not sign the others out.'))
                }
              />
            )}
          </>
        )}
      </Loaded>
    </section>
  );
}
