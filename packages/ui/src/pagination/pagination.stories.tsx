import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { focusFirstWithKeyboard } from '../story-utils/play';
import { useT } from '../story-utils/story-locale';
import { Pagination } from './pagination';

const meta: Meta<typeof Pagination> = {
  title: 'Navigation/Pagination',
  component: Pagination,
  args: { page: 2, totalPages: 5 },
  render: function Render(args) {
    const t = useT();
    const [page, setPage] = useState(args.page ?? 1);
    return (
      <Pagination
        {...args}
        page={page}
        onPageChange={setPage}
        previousLabel={t({ en: 'Previous', es: 'Anterior' })}
        nextLabel={t({ en: 'Next', es: 'Siguiente' })}
        aria-label={t({ en: 'Pagination', es: 'Paginación' })}
        formatStatus={(p, total) => t({ en: `${p} of ${total}`, es: `${p} de ${total}` })}
      />
    );
  },
};
export default meta;
type Story = StoryObj<typeof Pagination>;

export const Default: Story = {};
export const FirstPage: Story = { args: { page: 1 } };
export const LastPage: Story = { args: { page: 5 } };
export const FocusVisible: Story = { args: { page: 3 }, play: focusFirstWithKeyboard };
