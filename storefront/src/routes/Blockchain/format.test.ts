import { formatCompact } from '@rawex/ui-kit';
import { describe, expect, it } from 'vitest';
import { formatEther, formatGwei, blockchainTone, parseParameters, shortAddress, shortHash } from './format';

describe('blockchain formats', () => {
  it('cut hashes to 20 characters and addresses to 10', () => {
    const hash = `0x${'ab'.repeat(32)}`;
    expect(shortHash(hash)).toBe(`${hash.slice(0, 20)}…`);
    expect(shortHash(hash).length).toBe(21);
    expect(shortAddress('0x52908400098527886E0F7030069857D2E4169EE7')).toBe('0x52908400…');
    expect(shortAddress('0x1234')).toBe('0x1234');
  });

  it('show wei as ether with 6 decimals and as gwei, exactly', () => {
    expect(formatEther('1500000000000000000')).toBe('1.500000 ETH');
    expect(formatEther('123456789012345678')).toBe('0.123456 ETH');
    expect(formatEther('12345000000000000000000')).toBe('12,345.000000 ETH');
    expect(formatEther('1')).toBe('0.000000 ETH');
    expect(formatGwei('24000000000')).toBe('24.00 Gwei');
    expect(formatGwei('100000000')).toBe('0.10 Gwei');
  });

  it('write large values with B, M and K, else 2 decimals (the kit’s formatCompact)', () => {
    expect(formatCompact(12_400_000_000)).toBe('12.4B');
    expect(formatCompact(4_100_000)).toBe('4.1M');
    expect(formatCompact(1_500)).toBe('1.5K');
    expect(formatCompact(999)).toBe('999.00');
  });

  it('colour statuses: green for confirmed, deployed, active; yellow pending; red failed, inactive', () => {
    expect(['confirmed', 'deployed', 'active'].map(blockchainTone)).toEqual([
      'success',
      'success',
      'success',
    ]);
    expect(blockchainTone('pending')).toBe('warning');
    expect(['failed', 'inactive'].map(blockchainTone)).toEqual(['danger', 'danger']);
    expect(blockchainTone('unknown')).toBe('neutral');
  });

  it('read the parameters: blank is {}, bad JSON and non-objects are explained', () => {
    expect(parseParameters('  ')).toEqual({ parameters: {} });
    expect(parseParameters('{"standard":"ERC20"}')).toEqual({ parameters: { standard: 'ERC20' } });
    expect(parseParameters('{standard: ERC20}')).toMatchObject({
      error: expect.stringMatching(/^Parameters must be valid JSON/),
    });
    expect(parseParameters('[1, 2]')).toEqual({
      error: 'Parameters must be a JSON object, like {"standard": "ERC20"}.',
    });
  });
});
