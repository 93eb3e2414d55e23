import { updateMeBodySchema, type Me } from '@rawex/api/contracts';
import { Alert, Button, TextField } from '@rawex/ui-kit';
import type { FormEvent } from 'react';
import { useProfileEditor } from '../../data/session';
import { checkAgainst } from '../../forms/check-against';
import { useApiForm } from '../../forms/use-api-form';
import { notify } from '../../notices/notify';
import * as page from '../../styles/page.css';

const LABELS = { contactEmail: 'Public contact email' };

/** The address buyers see on the supplier's profile; the sign-in email is never shown to them. */
export function PublicContact({ user }: { user: Me }) {
  const save = useProfileEditor();
  const form = useApiForm({ contactEmail: user.contactEmail ?? '' });
  const body = (contactEmail: string) => ({ contactEmail: contactEmail.trim() || null });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(
      (values) => checkAgainst(updateMeBodySchema, body(values.contactEmail), LABELS).errors ?? {},
      async (values) => {
        const me = await save(body(values.contactEmail));
        form.setValues({ contactEmail: me.contactEmail ?? '' });
        notify({
          title: 'Contact email saved',
          description: me.contactEmail
            ? `Buyers see ${me.contactEmail} on your profile.`
            : 'Your profile shows no contact email.',
          type: 'success',
        });
      },
      'Failed to save your contact email. Please try again.',
    );
  };
  return (
    <section className={page.panel} aria-labelledby="public-contact-heading">
      <h2 id="public-contact-heading" className={page.sectionTitle}>
        Public Contact
      </h2>
      <form className={page.form} onSubmit={submit} noValidate>
        <TextField
          label={LABELS.contactEmail}
          type="email"
          autoComplete="email"
          value={form.values.contactEmail}
          error={form.errors.contactEmail}
          hint={`Shown on your supplier profile for buyers to write to; leave it empty to show none. Your sign-in email (${user.email}) stays private.`}
          onChange={(event) => form.set('contactEmail', event.target.value)}
        />
        {form.errors.form && <Alert tone="danger" title={form.errors.form} />}
        <div>
          <Button type="submit" disabled={form.busy}>
            {form.busy ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </form>
    </section>
  );
}
