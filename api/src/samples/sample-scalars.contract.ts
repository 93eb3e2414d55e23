import { z } from 'zod';

/** The scalars the sample consoles' records are made of. */
export const usd = z.string().meta({ description: 'US dollars, a decimal string.', example: '1250.00' });
export const decimal = z.string().meta({ description: 'A decimal string.', example: '0.52000000' });
export const percent = z.number().meta({ description: 'A percentage: 12.5 is 12.5 %.' });
