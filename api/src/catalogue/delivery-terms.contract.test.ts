import { describe, expect, it } from 'vitest';
import { deliveryTermsOf } from './delivery-terms.contract.ts';
import { INCOTERM_CODES, namesDestination } from './incoterms.contract.ts';

describe('the Incoterms 2020 at their named place', () => {
  it('says who carries cost and risk from where, as the ICC rules put it', () => {
    expect(deliveryTermsOf('CIF', 'Rotterdam')).toEqual({
      terms: 'CIF Rotterdam (Incoterms 2020)',
      namedPlace: 'port of destination',
      risk: 'The risk passes to the buyer when the goods are on board the vessel at the port of shipment.',
      costs:
        'The seller pays the main carriage to Rotterdam and insures the goods for the buyer (minimum cover, Institute Cargo Clauses (C)); the seller clears the goods for export, the buyer for import.',
    });
    expect(deliveryTermsOf('EXW', 'Kumasi')).toMatchObject({
      risk: 'The risk passes to the buyer when the goods are at the buyer’s disposal at Kumasi, not loaded.',
      costs: 'The buyer pays the main carriage; the buyer clears the goods for export and for import.',
    });
    expect(deliveryTermsOf('DDP', 'Kano, warehouse 4')).toMatchObject({
      risk: 'The risk passes to the buyer when the goods arrive at Kano, warehouse 4, cleared for import, ready for unloading.',
      costs:
        'The seller pays the main carriage to Kano, warehouse 4; the seller clears the goods for export and for import.',
    });
  });

  it('names the destination for the C and D rules alone', () => {
    expect(INCOTERM_CODES.filter(namesDestination)).toEqual([
      'CFR',
      'CIF',
      'CPT',
      'CIP',
      'DAP',
      'DPU',
      'DDP',
    ]);
  });
});
