import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buyer, signedInAs } from '../../testing/handlers';
import { renderRoute } from '../../testing/render-route';
import { server } from '../../testing/server';

describe('/rfqs/new', () => {
  it('starts from what the address gives: a product’s title, quantity, unit and Incoterm', async () => {
    server.use(signedInAs(buyer));
    renderRoute('/rfqs/new?title=Copper%20cathodes&quantity=150&unit=metric%20ton&incoterm=FOB');
    expect(await screen.findByRole('textbox', { name: /^Title/ })).toHaveValue('Copper cathodes');
    expect(screen.getByRole('textbox', { name: /^Quantity/ })).toHaveValue('150');
    expect(screen.getByRole('textbox', { name: /^Unit/ })).toHaveValue('metric ton');
    expect(screen.getByRole('combobox', { name: /^Incoterm/ })).toHaveTextContent(/FOB/);
    // FOB names the port the goods leave from: the buyer must say which.
    const port = screen.getByRole('textbox', { name: /^Port of shipment/ });
    expect(port).toHaveAttribute('aria-required', 'true');
    expect(port).toHaveAttribute('placeholder', 'Santos, or any port in Brazil');
    // The closing time is the reader's own, and the form says in which zone.
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(screen.getByText(`From 1 hour to 90 days ahead, in your time (${zone})`)).toBeInTheDocument();
  });

  it('leaves out a rule that is none, starting from CIF', async () => {
    server.use(signedInAs(buyer));
    renderRoute('/rfqs/new?incoterm=XYZ');
    expect(await screen.findByRole('combobox', { name: /^Incoterm/ })).toHaveTextContent(/CIF/);
    expect(screen.getByRole('textbox', { name: /^Quantity/ })).toHaveValue('');
    // CIF names the port of destination: the destination, unless the buyer names another.
    const port = screen.getByRole('textbox', { name: /^Port of destination/ });
    expect(port).not.toHaveAttribute('aria-required');
    expect(port).toHaveAccessibleDescription('Optional: the destination unless you name another');
  });
});
