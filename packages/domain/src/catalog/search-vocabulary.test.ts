import { describe, expect, it } from 'vitest';
import {
  catalogueWordsFor,
  categoriesMeantBy,
  completedShopperPhrase,
  foldedSearchWords,
  singular,
} from './search-vocabulary.js';

describe('the words shoppers use', () => {
  it('reads mobile, cell phone, earphones, fridge and mixie as the catalogue names them', () => {
    expect(catalogueWordsFor(['mobile'], 0)?.means).toContain('smartphones');
    expect(catalogueWordsFor(['cell', 'phone'], 0)).toMatchObject({
      length: 2,
      means: ['smartphones', 'smartphone', 'phone'],
    });
    expect(catalogueWordsFor(['earphones'], 0)?.means).toContain('headphones');
    expect(catalogueWordsFor(['fridge'], 0)?.means).toEqual(['refrigerator']);
    expect(catalogueWordsFor(['mixie'], 0)?.means).toEqual(['mixer grinder']);
    expect(catalogueWordsFor(['almirah'], 0)?.means).toContain('wardrobe');
  });

  it('matches t shirt, t-shirt, tshirt and tees alike', () => {
    for (const text of ['t shirt', 't-shirt', 'tshirt', 'T-Shirts', 'tees'])
      expect(catalogueWordsFor(foldedSearchWords(text), 0)?.means, text).toEqual(['t shirt']);
  });

  it("completes a shopper's phrase still being typed, for suggestions", () => {
    const complete = (text: string) => completedShopperPhrase(foldedSearchWords(text))?.join(' ');
    expect(complete('mob')).toBe('mobile');
    expect(complete('cell ph')).toBe('cell phone');
    expect(complete('earph')).toBe('earphone');
    expect(complete('samsung mob')).toBe('samsung mobile');
    // already a phrase, too short to guess, or the start of none
    expect(complete('mobile')).toBeUndefined();
    expect(complete('mo')).toBeUndefined();
    expect(complete('sams')).toBeUndefined();
  });

  it("names the categories a shopper's words mean, typed whole or not yet", () => {
    for (const text of ['mob', 'mobile', 'Cell Phone'])
      expect(categoriesMeantBy(text), text).toEqual(['smartphones']);
    expect(categoriesMeantBy('earph')).toEqual(['headphones']);
    expect(categoriesMeantBy('tshirt')).toEqual(['t-shirts']);
    expect(categoriesMeantBy('denim')).toEqual(['jeans']);
    // no shopper's phrase, or one meaning no category
    expect(categoriesMeantBy('samsung')).toEqual([]);
    expect(categoriesMeantBy('fridge')).toEqual([]);
    expect(categoriesMeantBy('😀')).toEqual([]);
  });

  it('leaves words it does not know alone', () => {
    expect(catalogueWordsFor(['samsung'], 0)).toBeUndefined();
  });

  it('folds case, accents and apostrophes, and finds no words in emoji or punctuation', () => {
    expect(foldedSearchWords("Levi's CRÈME l’oreal")).toEqual(['levis', 'creme', 'loreal']);
    expect(foldedSearchWords('😀 !!!')).toEqual([]);
  });

  it('puts a word in the singular', () => {
    expect(['shirts', 'watches', 'batteries', 'glass', 'bus', 'tee'].map(singular)).toEqual([
      'shirt',
      'watch',
      'battery',
      'glass',
      'bus',
      'tee',
    ]);
  });
});
