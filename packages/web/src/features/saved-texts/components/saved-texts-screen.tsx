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
  AlertDialog,
  Badge,
  Button,
  Card,
  CopyButton,
  EmptyState,
  Modal,
  Option,
  Pagination,
  SearchField,
  Select,
  Skeleton,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  ButtonLink,
} from '@lumen/ui';
import { useEffect, useState } from 'react';
import { defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { formatKnown, textTypeMessages, writingStyleMessages } from '@/lib/i18n/domain-messages';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { isHttpError } from '@lumen/client';
import { useAuthToken } from '@/lib/auth/token';
import { formatDateTime } from '@/lib/format-date';
import { useLocale } from '@/lib/i18n/locale-provider';
import { notify } from '@/lib/toast';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { usePageInRange } from '@/lib/use-page-in-range';
import { useDeleteText } from '@/features/saved-texts/api/delete-text';
import { type SavedText, useSavedTexts } from '@/features/saved-texts/api/get-saved-texts';
import { ShareButton } from '@/components/share/share-dialog';
import * as styles from './saved-texts.css';

/** The saved-text card's badge has no room for the word counts of the generator's option. */
const shortLengthMessages = defineMessages({
  short: { id: 'savedTexts.textLength.short' },
  medium: { id: 'savedTexts.textLength.medium' },
  long: { id: 'savedTexts.textLength.long' },
}) satisfies Record<TextLength, MessageDescriptor>;

const m = defineMessages({
  tabs: { id: 'savedTexts.tabs' },
  all: { id: 'savedTexts.filter.all' },
  deleted: { id: 'savedTexts.toast.deleted' },
  deleteFailed: { id: 'savedTexts.toast.deleteFailed' },
  search: { id: 'savedTexts.search' },
  searchPlaceholder: { id: 'savedTexts.searchPlaceholder' },
  clearSearch: { id: 'savedTexts.clearSearch' },
  textType: { id: 'savedTexts.filter.textType' },
  textLength: { id: 'savedTexts.filter.textLength' },
  writingStyle: { id: 'savedTexts.filter.writingStyle' },
  listLabel: { id: 'savedTexts.listLabel' },
  viewLabel: { id: 'savedTexts.viewLabel' },
  deleteLabel: { id: 'savedTexts.deleteLabel' },
  previous: { id: 'savedTexts.previous' },
  next: { id: 'savedTexts.next' },
  pagination: { id: 'savedTexts.pagination' },
  pageStatus: { id: 'savedTexts.pageStatus' },
  close: { id: 'common.close' },
  copy: { id: 'savedTexts.copy' },
  copied: { id: 'savedTexts.copied' },
  toastCopied: { id: 'savedTexts.toast.copied' },
  title: { id: 'savedTexts.confirm.title' },
  deleting: { id: 'savedTexts.confirm.deleting' },
  delete: { id: 'savedTexts.confirm.delete' },
  cancel: { id: 'common.cancel' },
});

/** How long typing must pause before the search is asked for. */
export const SAVED_TEXTS_SEARCH_DELAY_MS = 400;
const ALL = 'all';

/** SPEC §2 /saved-texts. */
export function SavedTextsScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const token = useAuthToken();
  const t = (message: MessageDescriptor) => intl.formatMessage(message);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>
          <FormattedMessage id="savedTexts.title" />
        </h1>
        <p className={styles.muted}>
          <FormattedMessage id="savedTexts.subtitle" />
        </p>
      </header>
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

function SavedTextsList() {
  const intl = useIntl();
  const { language } = useLocale();
  const t = (message: MessageDescriptor, values?: Record<string, string | number>) =>
    intl.formatMessage(message, values);
  const [page, setPage] = useState(1);
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), SAVED_TEXTS_SEARCH_DELAY_MS);
  const [textType, setTextType] = useState<TextType | undefined>();
  const [textLength, setTextLength] = useState<TextLength | undefined>();
  const [writingStyle, setWritingStyle] = useState<WritingStyle | undefined>();
  const [viewing, setViewing] = useState<SavedText | null>(null);
  const [deleting, setDeleting] = useState<SavedText | null>(null);
  const remove = useDeleteText();

  // A new search or filter starts again from the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters are the trigger.
  useEffect(() => setPage(1), [search, textType, textLength, writingStyle]);

  const texts = useSavedTexts({
    page,
    search: search || undefined,
    textType,
    textLength,
    writingStyle,
  });

  const filter = <T extends string>(
    label: string,
    values: readonly T[],
    value: T | undefined,
    onChange: (next: T | undefined) => void,
    names: Record<T, MessageDescriptor>,
  ) => (
    <Select
      label={label}
      selectedKey={value ?? ALL}
      onSelectionChange={(key) => onChange(key === ALL ? undefined : (String(key) as T))}
    >
      <Option id={ALL}>{t(m.all)}</Option>
      {values.map((v) => (
        <Option key={v} id={v}>
          {t(names[v])}
        </Option>
      ))}
    </Select>
  );

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify.success(t(m.deleted));
      setDeleting(null);
    } catch (error) {
      notify.error(t(m.deleteFailed), isHttpError(error) ? error.serverMessage : undefined);
    }
  };

  const data = texts.data;
  const pastTheEnd = usePageInRange(page, data?.totalPages, setPage);
  return (
    <div className={styles.stack}>
      <div className={styles.filters}>
        <SearchField
          label={t(m.search)}
          placeholder={t(m.searchPlaceholder)}
          clearLabel={t(m.clearSearch)}
          value={searchInput}
          onChange={setSearchInput}
        />
        {filter(t(m.textType), TEXT_TYPES, textType, setTextType, textTypeMessages)}
        {filter(t(m.textLength), TEXT_LENGTHS, textLength, setTextLength, shortLengthMessages)}
        {filter(
          t(m.writingStyle),
          WRITING_STYLES,
          writingStyle,
          setWritingStyle,
          writingStyleMessages,
        )}
      </div>

      {texts.isPending || pastTheEnd ? (
        <Skeleton shape="rect" height="8rem" />
      ) : texts.isError ? (
        <EmptyState
          title={<FormattedMessage id="savedTexts.loadError" />}
          action={
            <Button onPress={() => void texts.refetch()}>
              <FormattedMessage id="savedTexts.retry" />
            </Button>
          }
        />
      ) : data && data.texts.length === 0 ? (
        <EmptyState
          title={<FormattedMessage id="savedTexts.empty.title" />}
          description={<FormattedMessage id="savedTexts.empty.description" />}
          action={
            <ButtonLink href={paths.textGenerator}>
              <FormattedMessage id="savedTexts.empty.action" />
            </ButtonLink>
          }
        />
      ) : (
        <>
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
                      onPress={() => setViewing(text)}
                      aria-label={t(m.viewLabel, { prompt: text.prompt })}
                    >
                      <FormattedMessage id="savedTexts.view" />
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      onPress={() => setDeleting(text)}
                      aria-label={t(m.deleteLabel, { prompt: text.prompt })}
                    >
                      <FormattedMessage id="savedTexts.delete" />
                    </Button>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        </>
      )}

      {data ? (
        <Pagination
          page={page}
          totalPages={data.totalPages}
          onPageChange={setPage}
          previousLabel={t(m.previous)}
          nextLabel={t(m.next)}
          aria-label={t(m.pagination)}
          formatStatus={(current, total) => t(m.pageStatus, { page: current, total })}
        />
      ) : null}

      <Modal
        isOpen={viewing !== null}
        onOpenChange={(open) => {
          if (!open) setViewing(null);
        }}
        size="lg"
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
            </>
          ) : null
        }
      >
        <p className={styles.fullText}>{viewing?.content}</p>
      </Modal>

      <AlertDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setDeleting(null);
        }}
        title={t(m.title)}
        confirmLabel={remove.isPending ? t(m.deleting) : t(m.delete)}
        cancelLabel={t(m.cancel)}
        variant="destructive"
        onConfirm={confirmDelete}
        isConfirmLoading={remove.isPending}
      >
        <FormattedMessage id="savedTexts.confirm.description" />
      </AlertDialog>
    </div>
  );
}
