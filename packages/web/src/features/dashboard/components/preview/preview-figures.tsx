import { Skeleton } from '@lumen/ui';

/** A server-counted figure, or a placeholder while it loads. */
export const figure = (value: number | undefined) => (value === undefined ? <Skeleton /> : value);

export const latest = <T,>(items: readonly T[] | undefined, n: number) => (items ?? []).slice(0, n);
