import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMutation } from '@tanstack/react-query';
import { Button, EmptyState, Skeleton } from '@lumen/ui';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appStoryMeta, storyMessage } from '@/testing/story-providers';
import { Library, LibraryDeleteDialog, type LibraryMessages, LibraryViewDialog } from './library';
import { useLibraryFilters, useLibrarySelection } from './use-library-filters';

const m = defineMessages({
  search: { id: 'savedTexts.search' },
  searchPlaceholder: { id: 'savedTexts.searchPlaceholder' },
  clearSearch: { id: 'savedTexts.clearSearch' },
  loadError: { id: 'savedTexts.loadError' },
  retry: { id: 'savedTexts.retry' },
  previous: { id: 'savedTexts.previous' },
  next: { id: 'savedTexts.next' },
  pagination: { id: 'savedTexts.pagination' },
  pageStatus: { id: 'savedTexts.pageStatus' },
  all: { id: 'savedTexts.filter.all' },
  textType: { id: 'savedTexts.filter.textType' },
  view: { id: 'savedTexts.view' },
  delete: { id: 'savedTexts.delete' },
  close: { id: 'common.close' },
  title: { id: 'savedTexts.confirm.title' },
  description: { id: 'savedTexts.confirm.description' },
  confirm: { id: 'savedTexts.confirm.delete' },
  deleting: { id: 'savedTexts.confirm.deleting' },
  cancel: { id: 'common.cancel' },
  deleted: { id: 'savedTexts.toast.deleted' },
  deleteFailed: { id: 'savedTexts.toast.deleteFailed' },
});

const messages: LibraryMessages = m;

const items = [
  { id: 'a', prompt: 'A lighthouse at dusk', content: 'The beam swept the bay…' },
  { id: 'b', prompt: 'Three haiku about rain', content: 'Grey roofs drum softly…' },
];

interface DemoProps {
  status: 'pending' | 'error' | 'success';
  count: number;
  totalPages: number;
}

/** The scaffold as a screen uses it, over a fixed list: one filter, view and delete. */
function LibraryDemo({ status, count, totalPages }: DemoProps) {
  const intl = useIntl();
  const list = useLibraryFilters(noFilters, 400);
  const selection = useLibrarySelection<(typeof items)[number]>();
  const remove = useMutation({ mutationFn: async (_id: string) => {} });
  const shown = items.slice(0, count);
  return (
    <Library
      messages={messages}
      list={list}
      selects={[
        {
          key: 'kind',
          label: intl.formatMessage(m.textType),
          values: ['story', 'poem'],
          optionLabel: (value) => value,
        },
      ]}
      status={status}
      totalPages={status === 'success' ? totalPages : undefined}
      onRetry={() => {}}
      loading={<Skeleton shape="rect" height="8rem" />}
      isEmpty={shown.length === 0}
      empty={<EmptyState title={<FormattedMessage id="savedTexts.empty.title" />} />}
      dialogs={
        <>
          <LibraryViewDialog
            isOpen={selection.viewing !== null && selection.deleting === null}
            onClose={selection.closeView}
            title={selection.viewing?.prompt ?? ''}
            closeLabel={intl.formatMessage(m.close)}
          >
            <p>{selection.viewing?.content}</p>
          </LibraryViewDialog>
          <LibraryDeleteDialog
            item={selection.deleting}
            remove={remove}
            messages={m}
            onCancel={selection.cancelDelete}
            onDeleted={selection.deleted}
          />
        </>
      }
    >
      <ul>
        {shown.map((item) => (
          <li key={item.id}>
            <h2>{item.prompt}</h2>
            <Button size="sm" variant="secondary" onPress={() => selection.view(item)}>
              {intl.formatMessage(m.view)}
            </Button>
            <Button size="sm" variant="ghost" onPress={() => selection.askDelete(item)}>
              {intl.formatMessage(m.delete)}
            </Button>
          </li>
        ))}
      </ul>
    </Library>
  );
}

const noFilters: { kind: 'story' | 'poem' | undefined } = { kind: undefined };

const meta = {
  title: 'Library/Scaffold',
  component: LibraryDemo,
  ...appStoryMeta,
  parameters: { ...appStoryMeta.parameters, app: { route: '/story/library' } },
  args: { status: 'success', count: 2, totalPages: 3 },
} satisfies Meta<typeof LibraryDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Search, a filter, the list and the pager (page 1 of 3). */
export const Items: Story = {};

/** The page is loading. */
export const Loading: Story = { args: { status: 'pending' } };

/** The page failed: the error with Try again. */
export const LoadFailed: Story = { args: { status: 'error' } };

/** Nothing on this page. */
export const Empty: Story = { args: { count: 0, totalPages: 1 } };

/** Delete asks first. */
export const ConfirmDelete: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const [first] = await canvas.findAllByRole('button', {
      name: storyMessage(globals, 'savedTexts.delete'),
    });
    if (first) await userEvent.click(first);
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: storyMessage(globals, 'savedTexts.confirm.title'),
    });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
