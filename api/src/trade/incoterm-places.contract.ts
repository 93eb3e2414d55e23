// The delivery terms trade is priced on: an Incoterm and its named place, as requests and quotes give them.
import { z } from 'zod';
import { textSchema } from '../platform/common.contract.ts';
import { isCountryCode } from '../platform/country-values.contract.ts';
import {
  INCOTERM_CODES,
  INCOTERM_OPTIONS,
  INCOTERM_RULES,
  INCOTERMS,
  UN_LOCODE_PATTERN,
  namesDestination,
  type Incoterm,
  type NamedPlace,
} from './trade-values.contract.ts';

/** A place of each kind, as forms and messages give an example. */
export const NAMED_PLACE_EXAMPLES: Record<NamedPlace, string> = {
  'place of delivery': 'the seller’s warehouse in Kumasi',
  'port of shipment': 'Santos, or any port in Brazil',
  'port of destination': 'Rotterdam',
  'place of destination': 'Kano, warehouse 4',
};

/** The rules as the forms that name a place offer them: with an example of that kind of place. */
export const INCOTERM_PLACE_OPTIONS = INCOTERM_OPTIONS.map((option) => ({
  ...option,
  placeExample: NAMED_PLACE_EXAMPLES[option.namedPlace],
}));

/** The rule a request, quote or order is priced on. */
export const incotermSchema = z
  .enum(INCOTERM_CODES, { error: `must be one of the Incoterms 2020: ${INCOTERM_CODES.join(', ')}` })
  .meta({
    description: `Incoterms 2020: ${Object.entries(INCOTERMS)
      .map(([code, name]) => `${code} (${name})`)
      .join(', ')}.`,
  });
/** The rule's named place, in words: `Santos`, `Rotterdam`, `Kano, warehouse 4`. */
export const incotermPlaceSchema = textSchema(120)
  .pipe(z.string().min(2, 'must name the place, such as Santos or Rotterdam'))
  .meta({
    description:
      'The Incoterm’s named place (FOB Santos: the port of shipment; CIF Rotterdam: the port of destination; DAP: the place of delivery).',
    example: 'Santos',
  });
/** The named place's UN/LOCODE, when there is one. */
export const incotermPlaceCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(
    UN_LOCODE_PATTERN,
    'must be a UN/LOCODE: the country’s two letters and three for the place, like BRSSZ',
  )
  .refine(
    (code) => !UN_LOCODE_PATTERN.test(code) || isCountryCode(code.slice(0, 2)),
    'must be a UN/LOCODE whose first two letters are a country’s',
  )
  .meta({ description: 'The named place’s UN/LOCODE, if it has one.', example: 'BRSSZ' });

/** Why a rule needs its named place given: `FOB names the port of shipment: …`. */
export const placeRequired = (rule: Incoterm) => {
  const { namedPlace } = INCOTERM_RULES[rule];
  return `is required: ${rule} names the ${namedPlace}; say which (${NAMED_PLACE_EXAMPLES[namedPlace]})`;
};

/** A rule's named place as given: a quote or request may leave it to be filled as the API says. */
const givenPlaceFields = {
  incotermPlace: incotermPlaceSchema.optional(),
  incotermPlaceCode: incotermPlaceCodeSchema.optional(),
};
/** A request's named place. */
export const requestPlaceFields = {
  ...givenPlaceFields,
  incotermPlace: givenPlaceFields.incotermPlace.meta({
    description:
      'The rule’s named place: for FOB, FAS, FCA and EXW the port or place the goods leave from (required: `any port in Brazil` will do); for the C and D rules the destination unless given.',
  }),
};
/** A quote's named place. */
export const quotePlaceFields = {
  ...givenPlaceFields,
  incotermPlace: givenPlaceFields.incotermPlace.meta({
    description:
      'The rule’s named place; absent: one agreed on a rule naming the same kind of place (the quote’s on a revision, else the request’s).',
  }),
};

/** Whether a request names its rule's place, or needs none: the C and D rules name the destination. */
export const namesItsPlace = (body: { incoterm: Incoterm; incotermPlace?: string | undefined }) =>
  body.incotermPlace !== undefined || namesDestination(body.incoterm);
/** Said of a request that does not (`namesItsPlace`), beside the other fields' problems, not once they are mended. */
export const placeNamedWhereRequired: z.core.$ZodCustomParams = {
  path: ['incotermPlace'],
  error: (issue) => placeRequired((issue.input as { incoterm: Incoterm }).incoterm),
  when: ({ value }) => incotermSchema.safeParse((value as { incoterm?: unknown } | null)?.incoterm).success,
};

/** A rule's named place as kept. */
export const keptPlaceFields = {
  incotermPlace: z.string().meta({ description: 'The Incoterm’s named place.', example: 'Santos' }),
  incotermPlaceCode: z
    .string()
    .nullable()
    .meta({ description: 'Its UN/LOCODE, if given.', example: 'BRSSZ' }),
};
