import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signedOut } from '../../testing/handlers';
import { renderRoute } from '../../testing/render-route';
import { server } from '../../testing/server';

/** Answers the confirmation with `answer`, and counts the requests it gets. */
function confirming(answer: () => Response) {
  const sent: unknown[] = [];
  server.use(
    signedOut,
    http.post('*/api/auth/verify-email', async ({ request }) => {
      sent.push(await request.json());
      return answer();
    }),
  );
  return sent;
}

describe('/verify-email', () => {
  it('confirms the address when its owner presses the button, not as the page opens', async () => {
    const sent = confirming(() => HttpResponse.json({ emailVerified: true }));
    renderRoute('/verify-email?token=signed.token');
    const button = await screen.findByRole('button', { name: 'Confirm my email address' });
    expect(sent).toEqual([]);
    await userEvent.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent('Email address confirmed');
    expect(sent).toEqual([{ token: 'signed.token' }]);
  });

  it('says why a link does not work', async () => {
    confirming(() =>
      HttpResponse.json(
        {
          status: 410,
          title: 'Gone',
          code: 'verification_link_expired',
          detail: 'This verification link expired: links work for 48 hours. Sign in and ask for a new one.',
        },
        { status: 410 },
      ),
    );
    renderRoute('/verify-email?token=old.token');
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm my email address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This verification link expired');
  });
});
