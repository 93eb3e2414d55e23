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
}

/** A camt.053.001.08 statement as a bank sends it, with the lines given. */
export const camt053 = (statementId: string, lines: CamtLine[]) => `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>${statementId}</MsgId><CreDtTm>2026-12-01T08:00:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>${statementId}</Id>
      <Acct><Id><IBAN>DE89370400440532013000</IBAN></Id></Acct>
${lines
  .map(
    (line) => `      <Ntry>
        <Amt Ccy="${line.currency ?? 'USD'}">${line.amount}</Amt>
        <CdtDbtInd>${line.credit === false ? 'DBIT' : 'CRDT'}</CdtDbtInd>
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>2026-12-01</Dt></BookgDt>
        <ValDt><Dt>2026-12-01</Dt></ValDt>
        <AcctSvcrRef>${line.id}</AcctSvcrRef>
        <NtryDtls><TxDtls>
          ${line.endToEndId ? `<Refs><EndToEndId>${line.endToEndId}</EndToEndId></Refs>` : ''}
          ${line.payer ? `<RltdPties><Dbtr><Pty><Nm>${line.payer}</Nm></Pty></Dbtr></RltdPties>` : ''}
          <RmtInf>${line.reference ? `<Strd><CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry></Tp><Ref>${line.reference}</Ref></CdtrRefInf></Strd>` : ''}${line.words ? `<Ustrd>${line.words}</Ustrd>` : ''}</RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>`,
  )
  .join('\n')}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;
