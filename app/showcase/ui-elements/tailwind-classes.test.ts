import { describe, expect, it } from 'vitest';
import { tw } from './tailwind-classes';

describe('tw: Tailwind class names as custom properties', () => {
  it('carries a value up to the larger prefixes until one sets its own', () => {
    expect(tw('col-span-12 md:col-span-4 xl:col-span-2').style).toEqual({
      '--span': '12',
      '--sm-span': '12',
      '--md-span': '4',
      '--lg-span': '4',
      '--xl-span': '2',
    });
    expect(tw('grid sm:grid-cols-2 gap-1 md:gap-8').style).toEqual({
      '--sm-cols': '2',
      '--md-cols': '2',
      '--lg-cols': '2',
      '--xl-cols': '2',
      '--gap': '1',
      '--sm-gap': '1',
      '--md-gap': '8',
      '--lg-gap': '8',
      '--xl-gap': '8',
    });
  });

  it('sets the start column and alignment at every width', () => {
    expect(tw('col-span-4 col-start-5').style).toMatchObject({ '--start': '5', '--span': '4' });
    expect(tw('grid items-center justify-items-end').style).toEqual({
      '--items': 'center',
      '--justify-items': 'end',
    });
  });

  it('refuses a name it does not know, or a prefix it does not take', () => {
    expect(() => tw('grid grid-cols-x')).toThrow('grid-cols-x');
    expect(() => tw('flex')).toThrow('flex');
    expect(() => tw('md:col-start-2')).toThrow('prefix');
  });
});
