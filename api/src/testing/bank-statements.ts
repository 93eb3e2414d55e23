/** A bank statement line, as a test writes one into a camt.053 file. */
export interface CamtLine {
  id: string;
  amount: string;
  currency?: string;
  credit?: boolean;
  reference?: string;
  words?: string;
  payer?: string;
  /** The end-to-end id the payer gave the transfer (a payout of ours carries its own). */
  endToEndId?: string;
  /** The bank marks the credit a returned transfer of ours: return information and PMNT/ICDT/RRTN. */
  returned?: boolean;
  /** The other side's IBAN: the payer's of a credit, the payee's of a debit. */
  counterpartyIban?: string;
}

/** A statement's closing booked balance, as the bank states it. */
export interface CamtBalance {
  /** Signed: negative when overdrawn. */
  amount: string;
  currency?: string;
  date?: string;
}

const partyAccount = (line: CamtLine) =>
  line.counterpartyIban
    ? `<${line.credit === false ? 'CdtrAcct' : 'DbtrAcct'}><Id><IBAN>${line.counterpartyIban}</IBAN></Id></${line.credit === false ? 'CdtrAcct' : 'DbtrAcct'}>`
    : '';

/** A camt.053.001.08 statement as a bank sends it, with the lines given (and its closing balance). */
export const camt053 = (
  statementId: string,
  lines: CamtLine[],
  closing?: CamtBalance,
) => `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>${statementId}</MsgId><CreDtTm>2026-12-01T08:00:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>${statementId}</Id>
      <Acct><Id><IBAN>DE89370400440532013000</IBAN></Id></Acct>
${
  closing
    ? `      <Bal><Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="${closing.currency ?? 'USD'}">${closing.amount.replace('-', '')}</Amt><CdtDbtInd>${closing.amount.startsWith('-') ? 'DBIT' : 'CRDT'}</CdtDbtInd><Dt><Dt>${closing.date ?? '2026-12-01'}</Dt></Dt></Bal>\n`
    : ''
}${lines
  .map(
    (line) => `      <Ntry>
        <Amt Ccy="${line.currency ?? 'USD'}">${line.amount}</Amt>
        <CdtDbtInd>${line.credit === false ? 'DBIT' : 'CRDT'}</CdtDbtInd>
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>2026-12-01</Dt></BookgDt>
        <ValDt><Dt>2026-12-01</Dt></ValDt>
        <AcctSvcrRef>${line.id}</AcctSvcrRef>
        ${line.returned ? '<BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>ICDT</Cd><SubFmlyCd>RRTN</SubFmlyCd></Fmly></Domn></BkTxCd>' : ''}
        <NtryDtls><TxDtls>
          ${line.endToEndId ? `<Refs><EndToEndId>${line.endToEndId}</EndToEndId></Refs>` : ''}
          ${line.payer || line.counterpartyIban ? `<RltdPties>${line.payer ? `<Dbtr><Pty><Nm>${line.payer}</Nm></Pty></Dbtr>` : ''}${partyAccount(line)}</RltdPties>` : ''}
          <RmtInf>${line.reference ? `<Strd><CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry></Tp><Ref>${line.reference}</Ref></CdtrRefInf></Strd>` : ''}${line.words ? `<Ustrd>${line.words}</Ustrd>` : ''}</RmtInf>
          ${line.returned ? '<RtrInf><Rsn><Cd>AC04</Cd></Rsn></RtrInf>' : ''}
        </TxDtls></NtryDtls>
      </Ntry>`,
  )
  .join('\n')}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;
