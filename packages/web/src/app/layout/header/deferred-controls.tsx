import { Button, ChevronDownIcon } from '@lumen/ui';
import {
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCurrency } from '@/lib/currency';
import { useLocale } from '@/lib/i18n/locale-provider';
import type { HeaderSelectProps } from './locale-controls';
import { currencyNames } from './locale-names';
import * as styles from './header.css';

/*
 * The generators menu and the language and currency selects carry most of React Aria's
 * collection, selection and overlay code: about a fifth of the JavaScript of a first visit.
 * They load on the visitor's first sign of interaction (a pointer move, touch, key or focus),
 * well before a dropdown can be reached; until then a stand-in that looks the same holds the
 * place. A stand-in pressed before the code has arrived opens its dropdown once it has, and
 * focus on a stand-in moves to the real trigger.
 */

type Controls = typeof import('./header-controls');

let controls: Controls | undefined;
let loading: Promise<Controls> | undefined;
const subscribers = new Set<() => void>();

export function loadHeaderControls(): Promise<Controls> {
  loading ??= import('./header-controls').then((module) => {
    controls = module;
    for (const notify of subscribers) notify();
    return module;
  });
  return loading;
}

// The development server (and so the tests) compiles each module when first asked for it, which
// would race the first interaction: there the controls load at once.
if (!import.meta.env.PROD) void loadHeaderControls();

const subscribe = (notify: () => void) => {
  subscribers.add(notify);
  return () => subscribers.delete(notify);
};
const getControls = () => controls;
const intentEvents = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/** The loaded controls, or undefined; starts loading them at the first interaction. */
function useHeaderControls(): Controls | undefined {
  const loaded = useSyncExternalStore(subscribe, getControls, getControls);
  useEffect(() => {
    if (loaded) return;
    const load = () => void loadHeaderControls();
    const options = { capture: true, passive: true, once: true };
    for (const type of intentEvents) window.addEventListener(type, load, options);
    return () => {
      for (const type of intentEvents) window.removeEventListener(type, load, options);
    };
  }, [loaded]);
  return loaded;
}

interface DeferredProps {
  /** The stand-in; `open` asks for the dropdown to open as soon as it is there. */
  standIn: (open: () => void) => ReactNode;
  real: (controls: Controls, defaultOpen: boolean) => ReactNode;
}

function Deferred({ standIn, real }: DeferredProps) {
  const loaded = useHeaderControls();
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const slot = useRef<HTMLSpanElement>(null);
  const shown = useRef(loaded);
  const moveFocus = useRef(false);
  if (shown.current !== loaded) {
    // About to swap the stand-in for the real control: was the stand-in focused?
    moveFocus.current = Boolean(slot.current?.contains(document.activeElement));
    shown.current = loaded;
  }
  useLayoutEffect(() => {
    if (!loaded || !moveFocus.current) return;
    moveFocus.current = false;
    slot.current?.querySelector<HTMLElement>('button')?.focus();
  }, [loaded]);
  const open = () => {
    setOpenOnLoad(true);
    void loadHeaderControls();
  };
  return (
    <span ref={slot} className={styles.deferredSlot}>
      {loaded ? real(loaded, openOnLoad) : standIn(open)}
    </span>
  );
}

/** The generators dropdown (generators-menu.tsx), its trigger drawn as the ui DropdownMenu draws it. */
export function DeferredGeneratorsMenu() {
  return (
    <Deferred
      standIn={(open) => (
        <span style={{ display: 'inline-flex' }}>
          <Button variant="ghost" aria-haspopup="menu" aria-expanded={false} onPress={open}>
            <FormattedMessage id="header.generators" />
            <ChevronDownIcon />
          </Button>
        </span>
      )}
      real={(c, defaultOpen) => <c.GeneratorsMenu defaultOpen={defaultOpen} />}
    />
  );
}

interface SelectStandInProps {
  className?: string;
  label: string;
  value: string;
  open: () => void;
}

/** Drawn as the ui Select's trigger; named as React Aria names it (value, then label). */
function SelectStandIn({ className, label, value, open }: SelectStandInProps) {
  return (
    <div
      className={
        className ? `${styles.selectStandInField} ${className}` : styles.selectStandInField
      }
    >
      <button
        type="button"
        className={styles.selectStandIn}
        aria-haspopup="listbox"
        aria-expanded={false}
        aria-label={`${value} ${label}`}
        onClick={open}
      >
        <span>{value}</span>
        <span className={styles.selectStandInChevron} aria-hidden="true">
          <ChevronDownIcon />
        </span>
      </button>
    </div>
  );
}

export function DeferredLanguageSelect({ className }: Pick<HeaderSelectProps, 'className'>) {
  const intl = useIntl();
  const { language } = useLocale();
  return (
    <Deferred
      standIn={(open) => (
        <SelectStandIn
          className={className}
          label={intl.formatMessage({ id: 'language.label' })}
          value={language.toUpperCase()}
          open={open}
        />
      )}
      real={(c, defaultOpen) => (
        <c.LanguageSelect className={className} defaultOpen={defaultOpen} />
      )}
    />
  );
}

export function DeferredCurrencySelect({ className }: Pick<HeaderSelectProps, 'className'>) {
  const intl = useIntl();
  const [currency] = useCurrency();
  return (
    <Deferred
      standIn={(open) => (
        <SelectStandIn
          className={className}
          label={intl.formatMessage({ id: 'currency.label' })}
          value={intl.formatMessage(currencyNames[currency])}
          open={open}
        />
      )}
      real={(c, defaultOpen) => (
        <c.CurrencySelect className={className} defaultOpen={defaultOpen} />
      )}
    />
  );
}
