import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Pagination } from './pagination';

function Example({ initial = 1, total = 3 }: { initial?: number; total?: number }) {
  const [page, setPage] = useState(initial);
  return <Pagination page={page} totalPages={total} onPageChange={setPage} />;
}

describe('Pagination', () => {
  it("shows 'X of Y' and moves with previous and next, disabled at the ends", async () => {
    const screen = await render(<Example />);
    await expect.element(screen.getByText('1 of 3')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await screen.getByRole('button', { name: 'Next' }).click();
    await expect.element(screen.getByText('2 of 3')).toBeVisible();
    await screen.getByRole('button', { name: 'Next' }).click();
    await expect.element(screen.getByText('3 of 3')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await screen.getByRole('button', { name: 'Previous' }).click();
    await expect.element(screen.getByText('2 of 3')).toBeVisible();
  });

  it('is a labelled navigation landmark operable from the keyboard', async () => {
    const screen = await render(<Example initial={2} />);
    await expect.element(screen.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByText('1 of 3')).toBeVisible();
  });

  it('takes translated labels and status and hides itself for a single page', async () => {
    const screen = await render(
      <>
        <Pagination
          page={1}
          totalPages={4}
          onPageChange={() => {}}
          previousLabel="Anterior"
          nextLabel="Siguiente"
          formatStatus={(p, t) => `${p} de ${t}`}
        />
        <Pagination page={1} totalPages={1} onPageChange={() => {}} aria-label="Single" />
      </>,
    );
    await expect.element(screen.getByText('1 de 4')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Siguiente' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Single' }).query()).toBeNull();
  });
});
