import { describe, expect, it } from 'vitest';
import { galleryQuerySchema, savedTextsQuerySchema, totalPages } from './query.schema';

describe('gallery query', () => {
  it('defaults: page 1, 12 per page, newest first', () => {
    expect(galleryQuerySchema.parse({})).toEqual({
      page: 1,
      limit: 12,
      sortBy: 'created_at',
      sortOrder: 'desc',
    });
  });

  it('coerces query strings and drops empty values', () => {
    expect(
      galleryQuerySchema.parse({
        page: '3',
        limit: '24',
        style: 'cartoon',
        size: '',
        aspectRatio: '16:9',
        search: '  fox ',
        sortBy: 'prompt',
        sortOrder: 'asc',
      }),
    ).toEqual({
      page: 3,
      limit: 24,
      style: 'cartoon',
      aspectRatio: '16:9',
      search: 'fox',
      sortBy: 'prompt',
      sortOrder: 'asc',
    });
  });

  it.each([
    ['0', false],
    ['1', true],
    ['1.5', false],
    ['abc', false],
  ])('page %j -> valid %s', (page, valid) => {
    expect(galleryQuerySchema.safeParse({ page }).success).toBe(valid);
  });

  it.each([
    ['0', false],
    ['1', true],
    ['50', true],
    ['51', false],
  ])('limit %j -> valid %s', (limit, valid) => {
    expect(galleryQuerySchema.safeParse({ limit }).success).toBe(valid);
  });

  it.each([
    ['sortBy', 'created_at', true],
    ['sortBy', 'prompt', true],
    ['sortBy', 'size', false],
    ['sortOrder', 'asc', true],
    ['sortOrder', 'desc', true],
    ['sortOrder', 'up', false],
    ['style', 'vintage', true],
    ['style', 'anime', false],
    ['size', '768x1024', true],
    ['size', '100x100', false],
    ['aspectRatio', 'Original', true],
    ['aspectRatio', '4:3', false],
  ])('%s %j -> valid %s', (field, value, valid) => {
    expect(galleryQuerySchema.safeParse({ [field]: value }).success).toBe(valid);
  });
});

describe('saved-texts query', () => {
  it('defaults: page 1, 10 per page', () => {
    expect(savedTextsQuerySchema.parse({})).toEqual({ page: 1, limit: 10 });
  });

  it('coerces and filters', () => {
    expect(
      savedTextsQuerySchema.parse({
        page: '2',
        limit: '50',
        search: 'launch',
        textType: 'email',
        textLength: 'long',
        writingStyle: 'formal',
      }),
    ).toEqual({
      page: 2,
      limit: 50,
      search: 'launch',
      textType: 'email',
      textLength: 'long',
      writingStyle: 'formal',
    });
  });

  it.each([
    ['limit', '51', false],
    ['textType', 'poem', false],
    ['textLength', 'tiny', false],
    ['writingStyle', 'rude', false],
    ['textType', '', true],
  ])('%s %j -> valid %s', (field, value, valid) => {
    expect(savedTextsQuerySchema.safeParse({ [field]: value }).success).toBe(valid);
  });
});

describe('totalPages', () => {
  it.each([
    [0, 12, 1],
    [1, 12, 1],
    [12, 12, 1],
    [13, 12, 2],
    [25, 10, 3],
  ])('%i items by %i -> %i pages', (total, limit, pages) => {
    expect(totalPages(total, limit)).toBe(pages);
  });
});
