import { describe, expect, it } from 'vitest';
import { decimalsOf, decrement, increment, resetBelowMin, stepOf } from './stepping';

describe('quantity stepping (SPEC §5)', () => {
  it('defaults the step to 1 when it is "any", empty or missing', () => {
    expect(stepOf('any')).toBe(1);
    expect(stepOf('')).toBe(1);
    expect(stepOf(undefined)).toBe(1);
    expect(stepOf(null)).toBe(1);
    expect(stepOf('0.5')).toBe(0.5);
  });

  it('plus adds the step', () => {
    expect(increment({ value: '1', min: '1', max: '25', step: '1' })).toBe('2');
    expect(increment({ value: '2', step: '3' })).toBe('5');
  });

  it('plus at or above max sets max', () => {
    expect(increment({ value: '25', max: '25', step: '1' })).toBe('25');
    expect(increment({ value: '30', max: '25', step: '1' })).toBe('25');
  });

  it('plus with an empty max has no ceiling', () => {
    expect(increment({ value: '99', max: '', step: '1' })).toBe('100');
  });

  it('counts a blank or invalid value as 0', () => {
    expect(increment({ value: '', step: '1' })).toBe('1');
    expect(increment({ value: 'abc', step: '1' })).toBe('1');
    expect(decrement({ value: '', step: '1' })).toBe('0');
  });

  it('minus at or below min sets min', () => {
    expect(decrement({ value: '1', min: '1', step: '1' })).toBe('1');
    expect(decrement({ value: '0', min: '1', step: '1' })).toBe('1');
  });

  it('minus subtracts the step only while the value is above 0', () => {
    expect(decrement({ value: '3', min: '', step: '1' })).toBe('2');
    expect(decrement({ value: '0', step: '1' })).toBe('0');
  });

  it('shows as many decimals as the step has', () => {
    expect(decimalsOf('0.25')).toBe(2);
    expect(decimalsOf('1')).toBe(0);
    expect(increment({ value: '1', step: '0.25' })).toBe('1.25');
    expect(increment({ value: '0.1', step: '0.1' })).toBe('0.2');
    expect(decrement({ value: '1', min: '0', step: '0.5' })).toBe('0.5');
  });

  it('resets a value below the minimum to the minimum', () => {
    expect(resetBelowMin({ value: '0', min: '1' })).toBe('1');
    expect(resetBelowMin({ value: '-3', min: '1' })).toBe('1');
    expect(resetBelowMin({ value: '2', min: '1' })).toBeNull();
    expect(resetBelowMin({ value: '0', min: '' })).toBeNull();
  });
});
