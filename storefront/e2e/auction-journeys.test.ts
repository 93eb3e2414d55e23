import { describe, expect, it } from 'vitest';
import { horizontalOverflow, screenshot } from './browser.ts';
import { listProduct, readToast } from './journey-steps.ts';
import { rawexInChromium } from './session.ts';

const run = Date.now().toString(36);
const { newPage, apiSession, verifiedVendor } = rawexInChromium();

describe('auctions', () => {
  it('a buyer’s reverse auction: two suppliers bid in the room and each sees the other’s bid at once', async () => {
    const [volta, kumasi] = await Promise.all([
      verifiedVendor(`auction-volta-${run}@example.com`, `Volta Cocoa ${run}`),
      verifiedVendor(`auction-kumasi-${run}@example.com`, `Kumasi Beans ${run}`),
    ]);
    const cocoa = (seller: typeof volta) =>
      listProduct(seller, {
        name: `Cocoa beans ${run}`,
        description: 'Main crop, fermented and sun-dried.',
        price: '2500.00',
        unit: 't',
        minimumOrder: 1,
        availableQuantity: 5_000,
      });
    await Promise.all([cocoa(volta), cocoa(kumasi)]);
    const buyer = await apiSession(`auction-buyer-${run}@example.com`, {
      role: 'buyer',
      companyName: `Amsterdam Grinders ${run}`,
    });
    const firmOf = async (session: typeof volta) =>
      ((await session.call('/api/auth/me')) as { companyId: string }).companyId;
    const title = `Cocoa beans, 500 t ${run}`;
    const auction = (await buyer.call('/api/auctions', {
      direction: 'reverse',
      title,
      currency: 'USD',
      startsAt: new Date().toISOString(),
      endsAt: new Date(Date.now() + 3_600_000).toISOString(),
      lots: [
        {
          title: 'Grade I',
          quantity: 250,
          unit: 't',
          incoterm: 'FOB',
          incotermPlace: 'Abidjan',
          ceilingPrice: '2600',
          showLimit: true,
        },
        { title: 'Grade II', quantity: 250, unit: 't', incoterm: 'FOB', incotermPlace: 'San-Pédro' },
      ],
      step: { kind: 'amount', value: '5', from: 'leading' },
      visibility: 'leading_price',
      invitedCompanyIds: [await firmOf(volta), await firmOf(kumasi)],
    })) as { id: number };

    // Each supplier opens the auctions console, finds the live auction and enters its room.
    const voltaPage = await newPage();
    await voltaPage.context().addCookies([volta.cookie]);
    await voltaPage.goto('/auction');
    await voltaPage.getByRole('link', { name: 'Enter the room' }).click();
    await voltaPage.getByRole('heading', { level: 1, name: title }).waitFor();
    const kumasiPage = await newPage({ width: 390, height: 844 });
    await kumasiPage.context().addCookies([kumasi.cookie]);
    await kumasiPage.goto(`/auction/${auction.id}`);
    await kumasiPage.getByRole('heading', { level: 1, name: title }).waitFor();

    // Volta bids first, from its room.
    const voltaLot = voltaPage.getByRole('article', { name: 'Lot 1: Grade I' });
    await voltaLot.getByRole('combobox', { name: 'Product offered' }).click();
    await voltaPage.getByRole('option', { name: new RegExp(`Cocoa beans ${run}`) }).click();
    await voltaLot.getByRole('textbox', { name: /Your price/ }).fill('2590');
    await voltaLot.getByRole('button', { name: 'Bid on lot 1' }).click();
    await readToast(voltaPage, 'Bid taken');
    await voltaLot.getByText('You lead').waitFor();

    // Kumasi's phone shows it at once, through the live stream, with the price to beat.
    const kumasiLot = kumasiPage.getByRole('article', { name: 'Lot 1: Grade I' });
    await kumasiLot.getByText('Leading price$2,590.00').waitFor({ timeout: 5_000 });
    await kumasiLot.getByText('At most $2,585.00').waitFor();
    await kumasiLot.getByRole('combobox', { name: 'Product offered' }).click();
    await kumasiPage.getByRole('option', { name: new RegExp(`Cocoa beans ${run}`) }).click();
    await kumasiLot.getByRole('textbox', { name: /Your price/ }).fill('2588');
    await kumasiLot.getByRole('button', { name: 'Bid on lot 1' }).click();
    await kumasiLot.getByText('Must be at most $2,585.00: one step lower than the leading bid.').waitFor();
    await kumasiLot.getByRole('textbox', { name: /Your price/ }).fill('2570');
    await kumasiLot.getByRole('button', { name: 'Bid on lot 1' }).click();
    await kumasiLot.getByText('You lead').waitFor();
    await screenshot(kumasiPage, 'auction-room-phone');
    expect(await horizontalOverflow(kumasiPage)).toBe(0);

    // Volta is outbid on its screen without asking.
    await voltaLot.getByText('Your bid$2,590.00 · rank 2 of 2').waitFor({ timeout: 5_000 });
    await voltaPage
      .getByRole('timer')
      .getByText(/Closes in \d+m/)
      .waitFor();
    await screenshot(voltaPage, 'auction-room-desktop');

    // The buyer sees both bidders by name, best first, and no bid form.
    const buyerPage = await newPage();
    await buyerPage.context().addCookies([buyer.cookie]);
    await buyerPage.goto(`/auction/${auction.id}`);
    const ranking = buyerPage.getByRole('table', { name: 'Ranking of Grade I' });
    await ranking.waitFor();
    expect(await ranking.getByRole('row').allTextContents()).toEqual([
      'RankBidderPrice',
      `1Kumasi Beans ${run}$2,570.00`,
      `2Volta Cocoa ${run}$2,590.00`,
    ]);
    expect(await buyerPage.getByRole('button', { name: /Bid on lot/ }).count()).toBe(0);
    await screenshot(buyerPage, 'auction-room-owner');
  });
});
