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

  it('a supplier’s forward auction: put up from the console, a buyer bids with its PO number', async () => {
    const seller = await verifiedVendor(`auction-seller-${run}@example.com`, `Tema Cocoa ${run}`);
    await listProduct(seller, {
      name: `Cocoa butter ${run}`,
      description: 'Deodorised, in 25 kg cartons.',
      price: '6800.00',
      unit: 't',
      minimumOrder: 1,
      availableQuantity: 400,
    });
    const buyer = await apiSession(`auction-bidder-${run}@example.com`, {
      role: 'buyer',
      companyName: `Hamburg Chocolate ${run}`,
    });

    // The supplier puts 20 t up for an hour, from the auctions console, and lands in its room.
    const sellerPage = await newPage({ width: 390, height: 844 });
    await sellerPage.context().addCookies([seller.cookie]);
    await sellerPage.goto('/auction');
    await sellerPage.getByRole('button', { name: 'Sell a lot by auction' }).click();
    const dialog = sellerPage.getByRole('dialog', { name: 'Sell a lot by auction' });
    await dialog.getByRole('combobox', { name: 'Product' }).click();
    await sellerPage.getByRole('option', { name: new RegExp(`Cocoa butter ${run}`) }).click();
    await dialog.getByRole('textbox', { name: 'Quantity (t)' }).fill('20');
    await dialog.getByRole('textbox', { name: 'Port of shipment' }).fill('Tema');
    await dialog.getByRole('textbox', { name: /Reserve price/ }).fill('6500');
    await dialog.getByRole('textbox', { name: /Minimum step/ }).fill('10');
    await dialog.getByRole('button', { name: 'Start the auction' }).click();
    const title = `Cocoa butter ${run}, 20 t`;
    await sellerPage.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await horizontalOverflow(sellerPage)).toBe(0);

    // A buyer finds it live in the console and bids from the room, with its purchase-order number.
    const buyerPage = await newPage();
    await buyerPage.context().addCookies([buyer.cookie]);
    await buyerPage.goto('/auction');
    await buyerPage
      .getByRole('article', { name: title })
      .getByRole('link', { name: 'Enter the room' })
      .click();
    const lot = buyerPage.getByRole('article', { name: `Lot 1: Cocoa butter ${run}` });
    await lot.getByRole('textbox', { name: /Your price/ }).fill('6520');
    await lot.getByRole('textbox', { name: 'Purchase-order number' }).fill('PO-HC-0042');
    await lot.getByRole('button', { name: 'Bid on lot 1' }).click();
    await readToast(buyerPage, 'Bid taken');
    await lot.getByText('You lead').waitFor();
    await screenshot(buyerPage, 'auction-forward-bidder');

    // The supplier's room ranks the bid by the buyer's name, at once.
    await sellerPage
      .getByRole('table', { name: `Ranking of Cocoa butter ${run}` })
      .getByRole('row', { name: new RegExp(`Hamburg Chocolate ${run}`) })
      .waitFor({ timeout: 5_000 });
    await screenshot(sellerPage, 'auction-forward-owner-phone');
  });
});
