import {
  SAVED_TEXTS_PAGE_SIZE,
  TEXT_LENGTHS,
  TEXT_TYPES,
  type TextLength,
  type TextType,
  WRITING_STYLES,
  type WritingStyle,
} from '@lumen/domain';
import {
  Badge,
  Button,
  Card,
  CopyButton,
  EmptyState,
  Skeleton,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  ButtonLink,
} from '@lumen/ui';
import { defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { formatKnown, textTypeMessages, writingStyleMessages } from '@/lib/i18n/domain-messages';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAuthToken } from '@/lib/auth/token';
import { formatDateTime } from '@/lib/format-date';
import { useLocale } from '@/lib/i18n/locale-provider';
import { notify } from '@/lib/toast';
import {
  Library,
  LibraryDeleteDialog,
  type LibraryDeleteMessages,
  type LibraryMessages,
  LibraryViewDialog,
} from '@/components/library/library';
import { useLibraryFilters, useLibrarySelection } from '@/components/library/use-library-filters';
import { useDeleteText } from '@/features/saved-texts/api/delete-text';
import {
  type SavedText,
  savedTextsQueryKey,
  useSavedTexts,
} from '@/features/saved-texts/api/get-saved-texts';
import { useQueryClient } from '@tanstack/react-query';
import { ShareButton } from '@/components/share/share-dialog';
import { RewriteButton } from '@/components/rewrite/rewrite-dialog';
import { UsePromptLink } from '@/components/remix/use-prompt-link';
import { TextDownloads } from '@/components/text-downloads/text-downloads';
import * as styles from './saved-texts.css';
import { PageHeader } from '@/components/page-header/page-header';

/** The saved-text card's badge has no room for the word counts of the generator's option. */
const shortLengthMessages = defineMessages({
  short: { id: 'savedTexts.textLength.short' },
  medium: { id: 'savedTexts.textLength.medium' },
  long: { id: 'savedTexts.textLength.long' },
}) satisfies Record<TextLength, MessageDescriptor>;

const listMessages: LibraryMessages = defineMessages({
  all: { id: 'savedTexts.filter.all' },
  search: { id: 'savedTexts.search' },
  searchPlaceholder: { id: 'savedTexts.searchPlaceholder' },
  clearSearch: { id: 'savedTexts.clearSearch' },
  loadError: { id: 'savedTexts.loadError' },
  retry: { id: 'savedTexts.retry' },
  previous: { id: 'savedTexts.previous' },
  next: { id: 'savedTexts.next' },
  pagination: { id: 'savedTexts.pagination' },
  pageStatus: { id: 'savedTexts.pageStatus' },
});

const deleteMessages: LibraryDeleteMessages = defineMessages({
  title: { id: 'savedTexts.confirm.title' },
  description: { id: 'savedTexts.confirm.description' },
  confirm: { id: 'savedTexts.confirm.delete' },
  deleting: { id: 'savedTexts.confirm.deleting' },
  cancel: { id: 'common.cancel' },
  deleted: { id: 'savedTexts.toast.deleted' },
  deleteFailed: { id: 'savedTexts.toast.deleteFailed' },
});

const m = defineMessages({
  tabs: { id: 'savedTexts.tabs' },
  textType: { id: 'savedTexts.filter.textType' },
  textLength: { id: 'savedTexts.filter.textLength' },
  writingStyle: { id: 'savedTexts.filter.writingStyle' },
  listLabel: { id: 'savedTexts.listLabel' },
  viewLabel: { id: 'savedTexts.viewLabel' },
  deleteLabel: { id: 'savedTexts.deleteLabel' },
  close: { id: 'common.close' },
  copy: { id: 'savedTexts.copy' },
  copied: { id: 'savedTexts.copied' },
  toastCopied: { id: 'savedTexts.toast.copied' },
});

/** How long typing must pause before the search is asked for. */
export const SAVED_TEXTS_SEARCH_DELAY_MS = 400;

/** SPEC §2 /saved-texts. */
export function SavedTextsScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const token = useAuthToken();
  const t = (message: MessageDescriptor) => intl.formatMessage(message);
  return (
    <div className={styles.page}>
      <PageHeader
        title={<FormattedMessage id="savedTexts.title" />}
        description={<FormattedMessage id="savedTexts.subtitle" />}
      />
      <Tabs
        selectedKey="saved"
        onSelectionChange={(key) => {
          if (key === 'generate') navigate(paths.textGenerator);
        }}
      >
        <TabList aria-label={t(m.tabs)}>
          <Tab id="generate">
            <FormattedMessage id="savedTexts.tab.generate" />
          </Tab>
          <Tab id="saved">
            <FormattedMessage id="savedTexts.tab.saved" />
          </Tab>
        </TabList>
        <TabPanel id="generate">{null}</TabPanel>
        <TabPanel id="saved">
          {token ? (
            <SavedTextsList />
          ) : (
            <EmptyState
              title={<FormattedMessage id="savedTexts.signIn.title" />}
              description={<FormattedMessage id="savedTexts.signIn.description" />}
              action={
                <ButtonLink href={paths.signin}>
                  <FormattedMessage id="savedTexts.signIn.action" />
                </ButtonLink>
              }
            />
          )}
        </TabPanel>
      </Tabs>
    </div>
  );
}

type TextFilters = {
  textType: TextType | undefined;
  textLength: TextLength | undefined;
  writingStyle: WritingStyle | undefined;
};

const noTextFilters: TextFilters = {
  textType: undefined,
  textLength: undefined,
  writingStyle: undefined,
};

function SavedTextsList() {
  const intl = useIntl();
  const { language } = useLocale();
  const t = (message: MessageDescriptor, values?: Record<string, string | number>) =>
    intl.formatMessage(message, values);
  const list = useLibraryFilters(noTextFilters, SAVED_TEXTS_SEARCH_DELAY_MS);
  const texts = useSavedTexts({ page: list.page, search: list.search, ...list.filters });
  const selection = useLibrarySelection<SavedText>();
  const remove = useDeleteText();
  const queryClient = useQueryClient();
  const { viewing } = selection;

  const data = texts.data;
  return (
    <Library
      messages={listMessages}
      list={list}
      selects={[
        {
          key: 'textType',
          label: t(m.textType),
          values: TEXT_TYPES,
          optionLabel: (v) => t(textTypeMessages[v as TextType]),
        },
        {
          key: 'textLength',
          label: t(m.textLength),
          values: TEXT_LENGTHS,
          optionLabel: (v) => t(shortLengthMessages[v as TextLength]),
        },
        {
          key: 'writingStyle',
          label: t(m.writingStyle),
          values: WRITING_STYLES,
          optionLabel: (v) => t(writingStyleMessages[v as WritingStyle]),
        },
      ]}
      status={texts.status}
      totalPages={data?.totalPages}
      onRetry={() => void texts.refetch()}
      loading={<Skeleton shape="rect" height="8rem" />}
      isEmpty={data?.texts.length === 0}
      empty={
        list.isFiltered ? (
          <EmptyState title={<FormattedMessage id="savedTexts.noMatches" />} />
        ) : (
          <EmptyState
            title={<FormattedMessage id="savedTexts.empty.title" />}
            description={<FormattedMessage id="savedTexts.empty.description" />}
            action={
              <ButtonLink href={paths.textGenerator}>
                <FormattedMessage id="savedTexts.empty.action" />
              </ButtonLink>
            }
          />
        )
      }
      dialogs={
        <>
          <LibraryViewDialog
            isOpen={viewing !== null && selection.deleting === null}
            onClose={selection.closeView}
            title={viewing?.prompt ?? ''}
            description={viewing ? formatDateTime(viewing.created_at, language) : undefined}
            closeLabel={t(m.close)}
            footer={
              viewing ? (
                <>
                  <ShareButton
                    target={{ itemType: 'text', itemId: viewing.id }}
                    prompt={viewing.prompt}
                  />
                  <CopyButton
                    value={viewing.content}
                    label={t(m.copy)}
                    copiedLabel={t(m.copied)}
                    onCopy={() => notify.success(t(m.toastCopied))}
                  />
                  <TextDownloads
                    content={viewing.content}
                    prompt={viewing.prompt}
                    outputLanguage={viewing.output_language}
                    size="md"
                    variant="secondary"
                  />
                  <UsePromptLink
                    size="md"
                    generator={paths.textGenerator}
                    prompt={viewing.prompt}
                    settings={{
                      prompt: viewing.prompt,
                      textType: viewing.text_type,
                      textLength: viewing.text_length,
                      writingStyle: viewing.writing_style,
                      outputLanguage: viewing.output_language,
                    }}
                  />
                  <RewriteButton
                    size="md"
                    source={{
                      content: viewing.content,
                      prompt: viewing.prompt,
                      textType: viewing.text_type,
                      textLength: viewing.text_length,
                      writingStyle: viewing.writing_style,
                      outputLanguage: viewing.output_language,
                    }}
                    onSaved={() =>
                      void queryClient.invalidateQueries({ queryKey: savedTextsQueryKey })
                    }
                  />
                </>
              ) : null
            }
          >
            <p className={styles.fullText}>{viewing?.content}</p>
          </LibraryViewDialog>
          <LibraryDeleteDialog
            item={selection.deleting}
            remove={remove}
            messages={deleteMessages}
            onCancel={selection.cancelDelete}
            onDeleted={selection.deleted}
          />
        </>
      }
    >
      <p className={styles.muted}>
        <FormattedMessage
          id="savedTexts.count"
          values={{ total: data?.total ?? 0, perPage: SAVED_TEXTS_PAGE_SIZE }}
        />
      </p>
      <ul className={styles.list} aria-label={t(m.listLabel)}>
        {data?.texts.map((text) => (
          <li key={text.id}>
            <Card as="article" className={styles.card}>
              <div className={styles.badges}>
                <Badge variant="neutral">
                  {formatKnown(intl, textTypeMessages, text.text_type)}
                </Badge>
                <Badge variant="neutral">
                  {formatKnown(intl, shortLengthMessages, text.text_length)}
                </Badge>
                <Badge variant="neutral">
                  {formatKnown(intl, writingStyleMessages, text.writing_style)}
                </Badge>
              </div>
              <h2 className={styles.cardTitle}>{text.prompt}</h2>
              <p className={styles.muted}>{formatDateTime(text.created_at, language)}</p>
              <p className={styles.excerpt}>{text.content}</p>
              <div className={styles.row}>
                <Button
                  size="sm"
                  variant="secondary"
                  onPress={() => selection.view(text)}
                  aria-label={t(m.viewLabel, { prompt: text.prompt })}
                >
                  <FormattedMessage id="savedTexts.view" />
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onPress={() => selection.askDelete(text)}
                  aria-label={t(m.deleteLabel, { prompt: text.prompt })}
                >
                  <FormattedMessage id="savedTexts.delete" />
                </Button>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </Library>
  );
}
