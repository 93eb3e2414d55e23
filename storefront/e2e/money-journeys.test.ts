// Long by nature: the money journeys through the running app (a buying company's approvals,
// getting paid, trade protection), each one whole, on a server and browser of their own.
import { describe, expect, it } from 'vitest';
import { horizontalOverflow, screenshot } from './browser.ts';
import { listProduct, ordersOf, readToast } from './journey-steps.ts';
import { API_PASSWORD, rawexInChromium, type Viewport } from './session.ts';

const PASSWORD = API_PASSWORD;
const PHONE: Viewport = { width: 390, height: 844 };
const run = Date.now().toString(36);

const { url, newPage, emailsTo, apiSession, verifiedVendor, adminCookie, adminCode, authenticatorApp } =
  rawexInChromium();
describe('a buying company', () => {
  it('invites a purchaser and an approver; a checkout past the limit waits and is approved', async () => {
    const owner = await apiSession(`firm-owner-${run}@example.com`, {
      role: 'buyer',
      companyName: `Hamburg Roasters ${run}`,
    });
    const seller = await verifiedVendor(`firm-supplier-${run}@example.com`, `Andes Coffee ${run}`);
    const product = await listProduct(seller, {
      name: `Green arabica ${run}`,
      description: 'Washed, screen 16+.',
      price: '4.00',
      unit: 'kg',
      minimumOrder: 100,
      availableQuantity: 100_000,
    });

    // The owner invites from /company; each invited address gets its link.
    const page = await newPage();
    await page.context().addCookies([owner.cookie]);
    await page.goto('/company');
    const invitations = page.getByRole('region', { name: 'Invitations' });
    const invite = async (email: string, role: string) => {
      await invitations.getByLabel('Email').fill(email);
      await invitations.getByRole('combobox', { name: 'Role' }).click();
      await page.getByRole('option', { name: role, exact: true }).click();
      await invitations.getByRole('button', { name: 'Invite' }).click();
      await invitations.getByRole('article', { name: email }).waitFor();
    };
    const purchaserEmail = `firm-purchaser-${run}@example.com`;
    const approverEmail = `firm-approver-${run}@example.com`;
    await invite(purchaserEmail, 'purchaser');
    await invite(approverEmail, 'approver');
    const linkTo = async (email: string) => {
      let link: string | undefined;
      await expect
        .poll(
          async () => {
            const mail = (await emailsTo(email)).find((one) => one.subject?.startsWith('Join '));
            link = /\/invitations\/accept\?token=\S+/.exec(mail?.text ?? '')?.[0];
            return link;
          },
          { timeout: 20_000 },
        )
        .toBeDefined();
      return link!;
    };
    const accept = async (email: string, firstName: string) => {
      const joining = await newPage();
      await joining.goto(await linkTo(email));
      await joining.getByRole('heading', { name: `Join Hamburg Roasters ${run}` }).waitFor();
      await joining.getByLabel('First name').fill(firstName);
      await joining.getByLabel('Last name').fill('Member');
      await joining.getByLabel('Password').fill(PASSWORD);
      await joining.getByRole('button', { name: 'Make my account and join' }).click();
      await joining.waitForURL((address) => address.pathname === '/company');
      return joining;
    };
    const purchaser = await accept(purchaserEmail, 'Petra');
    const approver = await accept(approverEmail, 'Arno');

    // The owner gives the purchaser a monthly limit, once the reloaded page has its members: a
    // list that arrives after the typing would put the field back as it was.
    await page.reload();
    await page.waitForLoadState('networkidle');
    const petra = page.getByRole('article', { name: 'Petra Member' });
    await petra.getByLabel('Monthly limit of Petra Member (USD)').fill('1000');
    await petra.getByRole('button', { name: 'Save limit' }).click();
    await petra.getByText('$1,000.00').waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'company-desktop');

    // The purchaser's checkout of $1,600 passes the limit: it waits for approval.
    const added = await purchaser.request.post('/api/cart', {
      data: { productId: product.id, quantity: 400 },
      headers: { origin: url() },
    });
    expect(added.status()).toBe(201);
    await purchaser.goto('/cart');
    // Told before pressing "Place Order" that it will wait, and why.
    await purchaser
      .getByRole('status')
      .filter({ hasText: 'This order will wait for an approver' })
      .first()
      .waitFor();
    await purchaser.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await purchaser.getByLabel('Shipping address').fill('Am Sandtorkai 5, Hamburg');
    await purchaser.getByLabel('Purchase-order number').fill(`PO-${run}`);
    await purchaser.getByRole('button', { name: 'Place Order' }).click();
    await purchaser.waitForURL((address) => address.pathname === '/approvals');
    await purchaser.getByText('Waiting for an approver').waitFor();
    expect(await ordersOf(owner)).toBe(0);

    // The approver approves it: the order exists, once.
    await approver.goto('/approvals');
    const request = approver.getByRole('article', { name: /\$1,600\.00/ });
    await request.getByText('Past the purchaser’s monthly limit').waitFor();
    // The header holds the company switcher too, and nothing is wider than the screen.
    await approver
      .getByRole('banner')
      .getByRole('combobox', { name: 'Acting for' })
      .filter({ hasText: `Hamburg Roasters ${run}` })
      .waitFor();
    expect(await horizontalOverflow(approver)).toBe(0);
    await screenshot(approver, 'approvals-desktop');
    await request.getByRole('button', { name: 'Approve' }).click();
    await approver.getByRole('alertdialog').getByRole('button', { name: 'Approve and place' }).click();
    await readToast(approver, 'The orders are placed.');
    expect(await ordersOf(owner)).toBe(1);

    const phone = await newPage({ width: 390, height: 844 });
    await phone.context().addCookies([owner.cookie]);
    await phone.goto('/approvals');
    await phone.getByRole('combobox', { name: 'Show' }).click();
    await phone.getByRole('option', { name: 'Approved' }).click();
    await phone
      .getByRole('article', { name: /\$1,600\.00/ })
      .getByText('Approved', { exact: true })
      .waitFor();
    expect(await horizontalOverflow(phone)).toBe(0);
    await screenshot(phone, 'approvals-phone');
    await phone.goto('/company');
    await phone.getByRole('article', { name: 'Petra Member' }).getByText('$1,600.00').waitFor();
    expect(await horizontalOverflow(phone)).toBe(0);
    await screenshot(phone, 'company-phone');
  });
});

let moneyPartiesMade: ReturnType<typeof makeMoneyParties> | undefined;
const makeMoneyParties = async () => ({
  seller: await verifiedVendor(`paid-supplier-${run}@example.com`, `Kumasi Shea ${run}`),
  customer: await apiSession(`paid-buyer-${run}@example.com`, {
    role: 'buyer',
    companyName: `Lyon Cosmetics ${run}`,
  }),
});
/** A supplier and a buyer for the money journeys, made once for the file. */
const moneyParties = () => (moneyPartiesMade ??= makeMoneyParties());

describe('getting paid', () => {
  it('a supplier sets its terms and bank account, books a payment by hand and from a statement, and assigns what waited', async () => {
    const { seller, customer } = await moneyParties();
    const product = await listProduct(seller, {
      name: `Shea butter ${run}`,
      description: 'Unrefined grade A shea butter.',
      price: '4.00',
      unit: 'kg',
      minimumOrder: 100,
      availableQuantity: 10_000,
    });

    // The supplier's default terms and where it is paid, from /company: its owner has an
    // authenticator app, whose code changing the bank account asks for.
    const app = await authenticatorApp(seller.call);
    const page = await newPage();
    await page.context().addCookies([seller.cookie]);
    await page.goto('/company');
    const terms = page.getByRole('region', { name: 'Payment terms' });
    await terms.getByRole('combobox', { name: 'Payment plan' }).click();
    await page.getByRole('option', { name: 'Deposit, then the balance' }).click();
    await terms.getByLabel('Deposit (%)').fill('40');
    await terms.getByRole('combobox', { name: 'Balance due' }).click();
    await page.getByRole('option', { name: 'Against shipping documents' }).click();
    await terms.getByText('Documents will say: 40% deposit, balance against shipping documents.').waitFor();
    await terms.getByRole('button', { name: 'Save terms' }).click();
    await readToast(page, 'Orders placed from now on carry these terms');
    const account = page.getByRole('region', { name: 'Bank account' });
    await account.getByLabel('Account holder').fill(`Kumasi Shea ${run} Ltd`);
    // A mistyped IBAN is refused on its field, and nothing is saved.
    await account.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 01');
    await account.getByLabel('BIC').fill('COBADEFFXXX');
    await account.getByLabel(/^Code from your authenticator app/).fill(await app.code());
    await account.getByRole('button', { name: 'Save bank account' }).click();
    await account
      .getByText(/not a valid IBAN: check its country code, its length and its check digits/)
      .waitFor();
    // The code was not taken by the refusal: the same one goes again.
    await account.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
    await account.getByRole('button', { name: 'Save bank account' }).click();
    await readToast(page, 'Bank account saved');
    await account.getByText(/^Last changed /).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'company-payment-settings');
    expect(await seller.call('/api/company/bank-account')).toMatchObject({
      iban: 'DE89 3704 0044 0532 0130 00',
      bic: 'COBADEFFXXX',
    });

    // An order on those terms, confirmed: the buyer owes $1,000.00, $400.00 of it before shipment.
    await customer.call('/api/cart', { productId: product.id, quantity: 250 });
    const { orders } = (await customer.call('/api/checkout', {
      shippingAddress: 'Quai Rambaud 8, Lyon',
    })) as {
      orders: { id: number }[];
    };
    const orderId = orders[0]!.id;
    const orderName = `Order #${String(orderId).padStart(6, '0')}`;
    await seller.call(`/api/orders/${orderId}`, { status: 'confirmed' }, 'PATCH');

    await page.goto('/vendor/receivables');
    const receivable = page
      .getByRole('list', { name: 'Open orders: receivables' })
      .getByRole('article', { name: orderName });
    await receivable.getByText('Unpaid').waitFor();

    // A deposit seen on the bank's site, booked by hand.
    const record = page.getByRole('region', { name: 'Record a payment' });
    await record.getByRole('combobox', { name: 'Order' }).click();
    await page.getByRole('option', { name: new RegExp(`#${String(orderId).padStart(6, '0')}`) }).click();
    await record.getByLabel('Amount (USD)').fill('400');
    await record.getByLabel('Reference').fill(`TT-${run}`);
    await record.getByRole('button', { name: 'Record payment' }).click();
    await readToast(page, 'Payment recorded');
    await receivable.getByText('Deposit paid').waitFor();

    // A statement line the import cannot place waits, with why, until it is assigned.
    const statement = Buffer.from(
      `Booking id,Amount,Value date,Details,Payer\nST-${run}-1,600.00,2026-12-01,Balance shea,Lyon Cosmetiques SAS\n`,
    );
    const importer = page.getByRole('region', { name: 'Import a bank statement' });
    await importer.getByTestId('statement-input').setInputFiles({
      name: 'statement.csv',
      mimeType: 'text/csv',
      buffer: statement,
    });
    await importer.getByLabel('Entry id column').fill('Booking id');
    await importer.getByLabel('Amount column').fill('Amount');
    await importer.getByLabel('Value date column').fill('Value date');
    await importer.getByLabel('Reference column').fill('Details');
    await importer.getByLabel('Payer column').fill('Payer');
    await importer.getByRole('button', { name: 'Import statement' }).click();
    await readToast(page, '1 line read: 0 matched to orders, 1 to assign, 0 imported before.');
    const waiting = page
      .getByRole('list', { name: 'Payments to assign' })
      .getByRole('article', { name: /^\$600\.00/ });
    await waiting
      .getByText('No RF reference, and no confirmed, unpaid order of this payer for this amount')
      .waitFor();
    await screenshot(page, 'receivables-payments');

    // The same statement again changes nothing.
    await importer.getByTestId('statement-input').setInputFiles({
      name: 'statement.csv',
      mimeType: 'text/csv',
      buffer: statement,
    });
    await importer.getByLabel('Entry id column').fill('Booking id');
    await importer.getByLabel('Amount column').fill('Amount');
    await importer.getByLabel('Value date column').fill('Value date');
    await importer.getByRole('button', { name: 'Import statement' }).click();
    await readToast(page, '1 line read: 0 matched to orders, 0 to assign, 1 imported before.');

    await waiting.getByRole('combobox', { name: 'Order for the payment of $600.00' }).click();
    await page.getByRole('option', { name: new RegExp(`#${String(orderId).padStart(6, '0')}`) }).click();
    await waiting.getByRole('button', { name: 'Assign' }).click();
    await readToast(page, `It now counts towards order #${String(orderId).padStart(6, '0')}.`);
    await page.getByText('Every payment found its order.').waitFor();
    // Paid in full, the order leaves the open receivables.
    await receivable.waitFor({ state: 'detached' });
    const paid = (await customer.call(`/api/orders/${orderId}`)) as {
      payment: { state: string; paid: string };
    };
    expect(paid.payment).toMatchObject({ state: 'paid', paid: '1000.00' });

    const phone = await newPage(PHONE);
    await phone.context().addCookies([seller.cookie]);
    await phone.goto('/company');
    await phone
      .getByRole('region', { name: 'Bank account' })
      .getByText(/^Last changed /)
      .waitFor();
    expect(await horizontalOverflow(phone)).toBe(0);
    await screenshot(phone, 'company-payment-settings-phone');
    await phone.goto('/vendor/receivables');
    await phone.getByRole('region', { name: 'Record a payment' }).waitFor();
    expect(await horizontalOverflow(phone)).toBe(0);
    await screenshot(phone, 'receivables-payments-phone');
  });
});

describe('trade protection', () => {
  it('a buyer protects an order, pays into protection, and disputes it from /escrow, on desktop and phone', async () => {
    // The administrator's calls (setting where buyers pay asks for a code from the app).
    const cookie = await adminCookie();
    const admin = async (path: string, init: RequestInit) => {
      const answer = await fetch(`${url()}${path}`, {
        ...init,
        headers: { origin: url(), cookie, 'x-requested-with': 'fetch', ...init.headers },
      });
      if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
      return answer;
    };
    const json = (body: unknown): RequestInit => ({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    await admin('/api/admin/protection', {
      ...json({
        accountHolder: 'RawEx Protection',
        iban: 'DE89370400440532013000',
        bic: 'COBADEFFXXX',
        code: await adminCode(),
      }),
      method: 'PUT',
    });

    // The marketplace takes 2 % of every order line from today.
    await admin(
      '/api/admin/commission-rules',
      json({ scope: 'default', percent: 2, effectiveFrom: today() }),
    );

    // The supplier and buyer of 'getting paid': sign-ups from one network are limited by the hour.
    const { seller, customer } = await moneyParties();
    const product = await listProduct(seller, {
      name: `Cashew kernels ${run}`,
      description: 'W320 cashew kernels.',
      price: '8.00',
      unit: 'kg',
      minimumOrder: 50,
      availableQuantity: 5_000,
    });
    await customer.call('/api/cart', { productId: product.id, quantity: 100 });
    const { orders } = (await customer.call('/api/checkout', {
      shippingAddress: 'Rua do Ouro 1, Porto',
    })) as {
      orders: { id: number }[];
    };
    const orderId = orders[0]!.id;
    const orderName = `Order #${String(orderId).padStart(6, '0')}`;

    // The buyer protects the pending order from /orders.
    const page = await newPage();
    await page.context().addCookies([customer.cookie]);
    await page.goto('/orders');
    const card = page.getByRole('article', { name: orderName });
    await card.getByRole('button', { name: 'Protect Order' }).click();
    await readToast(page, 'Its pro-forma will ask for payment into the marketplace’s collection account.');
    await card.getByText('Protected').waitFor();

    // Confirmed, paid into the collection account (the operator's statement), and shipped.
    await seller.call(`/api/orders/${orderId}`, { status: 'confirmed' }, 'PATCH');
    const { payment } = (await customer.call(`/api/orders/${orderId}`)) as { payment: { reference: string } };
    const statement = new FormData();
    statement.append(
      'statement',
      new Blob([collectionStatement(`COL-${run}`, '800.00', payment.reference)], { type: 'application/xml' }),
      'statement.xml',
    );
    const imported = (await (
      await admin('/api/admin/protection/statements', { method: 'POST', body: statement })
    ).json()) as { held: number };
    expect(imported.held).toBe(1);
    await seller.call(`/api/orders/${orderId}`, { status: 'shipped' }, 'PATCH');

    await page.goto('/escrow');
    const escrow = page
      .getByRole('list', { name: 'Protected orders' })
      .getByRole('article', { name: orderName });
    await escrow.getByText('Funded', { exact: true }).waitFor();
    const milestones = escrow.getByRole('list', { name: `Milestones of ${orderName}` });
    await milestones.getByText('Paid into protection (done)').waitFor();
    await milestones.getByText('Received (to come)').waitFor();
    await escrow.getByRole('button', { name: 'Open a dispute' }).click();
    await escrow.getByLabel('Amount claimed (USD)').fill('900');
    await escrow.getByLabel('What went wrong').fill('Broken kernels: 12 % against the 5 % agreed.');
    await escrow.getByRole('button', { name: 'Open dispute' }).click();
    await escrow.getByText(/at most what is held for the order, 800\.00/).waitFor();
    await escrow.getByLabel('Amount claimed (USD)').fill('200');
    await escrow.getByLabel('Attach evidence').setInputFiles({
      name: 'grading-report.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(
        '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
      ),
    });
    // Uploaded, the file shows among those the dispute will carry.
    await escrow.getByText('grading-report.pdf', { exact: true }).waitFor();
    await escrow.getByRole('button', { name: 'Open dispute' }).click();
    await readToast(page, 'The money stays held; the supplier answers within 3 days.');
    const dispute = escrow.getByRole('region', { name: /^Dispute #\d+$/ });
    await dispute.getByText('Waiting for the supplier').waitFor();
    await dispute.getByRole('link', { name: /grading-report\.pdf/ }).waitFor();
    await escrow.getByText('Disputed', { exact: true }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'escrow-protected-orders');

    // The supplier answers from its own /escrow, offering part.
    const sellerPage = await newPage();
    await sellerPage.context().addCookies([seller.cookie]);
    await sellerPage.goto('/escrow');
    const sold = sellerPage.getByRole('article', { name: orderName });
    // The buyer's evidence reaches the supplier, and only the two firms may download it.
    const evidence = await sold.getByRole('link', { name: /grading-report\.pdf/ }).getAttribute('href');
    expect((await sellerPage.request.get(evidence!)).status()).toBe(200);
    await sold.getByRole('combobox', { name: 'Your answer' }).click();
    await sellerPage.getByRole('option', { name: 'Offer part of it' }).click();
    await sold.getByLabel('Offer (USD)').fill('80');
    await sold.getByLabel('What you say to the buyer').fill('Our sample shows 7 %: we offer 80.');
    await sold.getByRole('button', { name: 'Send answer' }).click();
    await readToast(sellerPage, 'The buyer is told at once.');
    await sellerPage.goto('/vendor/orders');
    await sellerPage
      .getByRole('article', { name: orderName })
      .getByText('Marketplace commission')
      .locator('..')
      .getByText('$16.00')
      .waitFor();

    const phone = await newPage(PHONE);
    await phone.context().addCookies([customer.cookie]);
    await phone.goto('/escrow');
    const onPhone = phone.getByRole('article', { name: orderName });
    await onPhone.getByRole('button', { name: 'Accept the offer of $80.00' }).waitFor();
    expect(await horizontalOverflow(phone)).toBe(0);
    await screenshot(phone, 'escrow-protected-orders-phone');
    await onPhone.getByRole('button', { name: 'Accept the offer of $80.00' }).click();
    await readToast(phone, 'The refund is owed to you; the rest goes to the supplier.');
    await onPhone.getByText('Released', { exact: true }).first().waitFor();

    // The operator's books, balanced, on its own screen.
    const adminPage = await newPage();
    const [name, value] = cookie.split('=') as [string, string];
    await adminPage.context().addCookies([{ name, value, url: url() }]);
    await adminPage.goto('/admin/payouts');
    const books = adminPage.getByRole('table', { name: 'Trial balance' });
    await books.getByRole('row', { name: /Total \(difference\).*\$0\.00$/ }).waitFor();
    // 720.00 released of 800.00: 14.40 of the 16.00 commission taken, 705.60 owed to the supplier.
    await books.getByRole('row', { name: /^Commission revenue .*-\$14\.40$/ }).waitFor();
    await books.getByRole('row', { name: /^Payable to suppliers .*-\$705\.60$/ }).waitFor();
    // A batch made, then cancelled before the bank acted on it: the supplier is owed it again.
    await adminPage
      .getByRole('region', { name: 'Pay out' })
      .getByRole('button', { name: 'Make payout batch' })
      .click();
    await readToast(adminPage, 'Payout batch made');
    await books.getByRole('row', { name: /^Payable to suppliers .*\$0\.00$/ }).waitFor();
    await adminPage.getByRole('button', { name: 'Cancel batch' }).click();
    await readToast(adminPage, 'Batch cancelled');
    await books.getByRole('row', { name: /^Payable to suppliers .*-\$705\.60$/ }).waitFor();
    await books.getByRole('row', { name: /Total \(difference\).*\$0\.00$/ }).waitFor();
    await screenshot(adminPage, 'admin-payouts');
    await adminPage.goto('/admin/disputes');
    await adminPage.getByRole('combobox', { name: 'Show' }).click();
    await adminPage.getByRole('option', { name: 'Resolved' }).click();
    await adminPage
      .getByRole('list', { name: 'Disputes' })
      .getByText(`Order #${String(orderId).padStart(6, '0')}`, { exact: false })
      .waitFor();
    await adminPage
      .getByRole('list', { name: 'Disputes' })
      .getByText(/^Quality not as agreed · .+ against Kumasi Shea /)
      .waitFor();
    await screenshot(adminPage, 'admin-disputes');
    await adminPage.goto('/admin/commission');
    await adminPage
      .getByRole('list', { name: 'Commission rules' })
      .getByText('2.00% · Every order line')
      .waitFor();
    await screenshot(adminPage, 'admin-commission');
    const adminPhone = await newPage(PHONE);
    await adminPhone.context().addCookies([{ name, value, url: url() }]);
    await adminPhone.goto('/admin/payouts');
    await adminPhone.getByRole('table', { name: 'Trial balance' }).waitFor();
    expect(await horizontalOverflow(adminPhone)).toBe(0);
    await screenshot(adminPhone, 'admin-payouts-phone');
  });
});

const today = () => new Date().toISOString().slice(0, 10);

/** A camt.053 statement of the collection account with one credit quoting `reference`. */
function collectionStatement(id: string, amount: string, reference: string) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt>
  <GrpHdr><MsgId>${id}</MsgId><CreDtTm>2026-12-01T08:00:00</CreDtTm></GrpHdr>
  <Stmt><Id>${id}</Id><Acct><Id><IBAN>DE89370400440532013000</IBAN></Id></Acct>
    <Ntry><Amt Ccy="USD">${amount}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
      <ValDt><Dt>2026-12-01</Dt></ValDt><AcctSvcrRef>${id}-1</AcctSvcrRef>
      <NtryDtls><TxDtls><RmtInf><Strd><CdtrRefInf><Ref>${reference}</Ref></CdtrRefInf></Strd></RmtInf></TxDtls></NtryDtls>
    </Ntry>
  </Stmt>
</BkToCstmrStmt></Document>`;
}
