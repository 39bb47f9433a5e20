import { describe, expect, it } from 'vitest';
import {
  answerChangeWording,
  SIMILARITY_THRESHOLDS,
  similarityIsStrong,
  similarityLevel,
  textSimilarity,
} from './answer-similarity.js';

describe('similarity indicator', () => {
  it('has the spec’s thresholds and counts the ones a score reaches', () => {
    expect(SIMILARITY_THRESHOLDS).toEqual([0.5, 0.65, 0.75, 0.85, 0.95]);
    expect(similarityLevel(0)).toBe(0);
    expect(similarityLevel(0.49)).toBe(0);
    expect(similarityLevel(0.5)).toBe(1);
    expect(similarityLevel(0.7)).toBe(2);
    expect(similarityLevel(0.75)).toBe(3);
    expect(similarityLevel(0.9)).toBe(4);
    expect(similarityLevel(0.95)).toBe(5);
    expect(similarityLevel(1)).toBe(5);
  });

  it('draws a score above 0.8 in the success colour', () => {
    expect(similarityIsStrong(0.8)).toBe(false);
    expect(similarityIsStrong(0.81)).toBe(true);
  });
});

describe('answerChangeWording', () => {
  it('words the change by similarity as spec 2 §9 does', () => {
    expect(answerChangeWording(1)).toBe('no changes');
    expect(answerChangeWording(0.96)).toBe('minor');
    expect(answerChangeWording(0.95)).toBe('moderate');
    expect(answerChangeWording(0.61)).toBe('moderate');
    expect(answerChangeWording(0.6)).toBe('significant');
    expect(answerChangeWording(0)).toBe('significant');
  });
});

describe('textSimilarity (as pg_trgm similarity)', () => {
  it('matches the values PostgreSQL gives', () => {
    // SELECT similarity('word', 'words') → 0.5714286; similarity('word', 'two words') → 0.36363637
    expect(textSimilarity('word', 'words')).toBeCloseTo(4 / 7);
    expect(textSimilarity('word', 'two words')).toBeCloseTo(4 / 11);
    expect(textSimilarity('abc', 'xyz')).toBe(0);
  });

  it('ignores case, punctuation, repeated words and word order', () => {
    expect(textSimilarity('Hello, World!', 'world hello')).toBe(1);
    expect(textSimilarity('ISO ISO 27001', 'iso 27001')).toBe(1);
  });

  it('counts letters beyond ASCII as word characters', () => {
    expect(textSimilarity('Größe', 'größe')).toBe(1);
    expect(textSimilarity('café', 'cafe')).toBeCloseTo(3 / 7);
  });

  it('gives 0 to a text without words, unless both texts are the same', () => {
    expect(textSimilarity('', 'Acme')).toBe(0);
    expect(textSimilarity('---', '!!!')).toBe(0);
    expect(textSimilarity('---', '---')).toBe(1);
    expect(textSimilarity('', '')).toBe(1);
  });
});
