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
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { isHttpError } from '../../../lib/api/http-error';
import { useAuthToken } from '../../../lib/auth/token';
import { formatDateTime } from '../../../lib/format-date';
import { useLocale } from '../../../lib/i18n/locale-provider';
import { notify } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDeleteText } from '../api/delete-text';
import { type SavedText, useSavedTexts } from '../api/get-saved-texts';
import * as styles from './saved-texts.css';

/** How long typing must pause before the search is asked for. */
export const SAVED_TEXTS_SEARCH_DELAY_MS = 400;
const ALL = 'all';

/** SPEC §2 /saved-texts. */
export function SavedTextsScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const token = useAuthToken();
  const t = (id: string) => intl.formatMessage({ id });
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
        <TabList aria-label={t('savedTexts.tabs')}>
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
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
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
    prefix: string,
  ) => (
    <Select
      label={label}
      selectedKey={value ?? ALL}
      onSelectionChange={(key) => onChange(key === ALL ? undefined : (String(key) as T))}
    >
      <Option id={ALL}>{t('savedTexts.filter.all')}</Option>
      {values.map((v) => (
        <Option key={v} id={v}>
          {t(`${prefix}.${v}`)}
        </Option>
      ))}
    </Select>
  );

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify.success(t('savedTexts.toast.deleted'));
      setDeleting(null);
    } catch (error) {
      notify.error(
        t('savedTexts.toast.deleteFailed'),
        isHttpError(error) ? error.serverMessage : undefined,
      );
    }
  };

  const data = texts.data;
  return (
    <div className={styles.stack}>
      <div className={styles.filters}>
        <SearchField
          label={t('savedTexts.search')}
          placeholder={t('savedTexts.searchPlaceholder')}
          clearLabel={t('savedTexts.clearSearch')}
          value={searchInput}
          onChange={setSearchInput}
        />
        {filter(
          t('savedTexts.filter.textType'),
          TEXT_TYPES,
          textType,
          setTextType,
          'savedTexts.textType',
        )}
        {filter(
          t('savedTexts.filter.textLength'),
          TEXT_LENGTHS,
          textLength,
          setTextLength,
          'savedTexts.textLength',
        )}
        {filter(
          t('savedTexts.filter.writingStyle'),
          WRITING_STYLES,
          writingStyle,
          setWritingStyle,
          'savedTexts.writingStyle',
        )}
      </div>

      {texts.isPending ? (
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
          <ul className={styles.list} aria-label={t('savedTexts.listLabel')}>
            {data?.texts.map((text) => (
              <li key={text.id}>
                <Card as="article" className={styles.card}>
                  <div className={styles.badges}>
                    <Badge variant="neutral">{t(`savedTexts.textType.${text.text_type}`)}</Badge>
                    <Badge variant="neutral">
                      {t(`savedTexts.textLength.${text.text_length}`)}
                    </Badge>
                    <Badge variant="neutral">
                      {t(`savedTexts.writingStyle.${text.writing_style}`)}
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
                      aria-label={t('savedTexts.viewLabel', { prompt: text.prompt })}
                    >
                      <FormattedMessage id="savedTexts.view" />
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      onPress={() => setDeleting(text)}
                      aria-label={t('savedTexts.deleteLabel', { prompt: text.prompt })}
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
          previousLabel={t('savedTexts.previous')}
          nextLabel={t('savedTexts.next')}
          aria-label={t('savedTexts.pagination')}
          formatStatus={(current, total) => t('savedTexts.pageStatus', { page: current, total })}
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
        closeLabel={t('common.close')}
        footer={
          viewing ? (
            <CopyButton
              value={viewing.content}
              label={t('savedTexts.copy')}
              copiedLabel={t('savedTexts.copied')}
              onCopy={() => notify.success(t('savedTexts.toast.copied'))}
            />
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
        title={t('savedTexts.confirm.title')}
        confirmLabel={
          remove.isPending ? t('savedTexts.confirm.deleting') : t('savedTexts.confirm.delete')
        }
        cancelLabel={t('common.cancel')}
        variant="destructive"
        onConfirm={confirmDelete}
        isConfirmLoading={remove.isPending}
      >
        <FormattedMessage id="savedTexts.confirm.description" />
      </AlertDialog>
    </div>
  );
}
