import { Card } from '@lumen/ui';
import { useIntl } from 'react-intl';
import * as account from './layout/account.css';
import * as skeleton from './layout/skeleton.css';

/** What each of the balance tab's figures has under it: a note, a currency choice, nothing. */
const statLines = ['note', 'none', 'choice', 'note'] as const;

const Bone = ({ width }: { width: string }) => <span className={skeleton.bone} style={{ width }} />;

/**
 * The account dashboard's shape while it loads, in its page column: the identity card, the tab
 * list, the balance figures and the history, each line as tall as the text it stands for. The server draws it
 * (the token lives in the browser) and the dashboard shows it until the profile arrives, so what
 * follows (the footer) does not move when the screen takes its place.
 */
export function AccountSkeleton() {
  const intl = useIntl();
  return (
    <div aria-busy="true">
      <span role="status" className={skeleton.hidden}>
        {intl.formatMessage({ id: 'app.loading' })}
      </span>
      <div aria-hidden="true" className={skeleton.column}>
        <Card>
          <div className={account.identity}>
            <span className={skeleton.avatar} />
            <div className={account.identityText}>
              <p className={account.name}>
                <Bone width="9rem" />
              </p>
              <p className={account.muted}>
                <Bone width="14rem" />
              </p>
              <p className={account.muted}>
                <Bone width="8rem" />
              </p>
            </div>
            <div className={account.balanceBox}>
              <div className={account.balanceValue}>
                <span className={account.muted}>
                  <Bone width="6rem" />
                </span>
                <span className={account.big}>
                  <Bone width="7rem" />
                </span>
                <span className={account.muted}>
                  <Bone width="9rem" />
                </span>
              </div>
              <span className={skeleton.button} />
            </div>
          </div>
        </Card>
        <div className={skeleton.tabList}>
          <Bone width="4rem" />
          <Bone width="3.5rem" />
          <Bone width="4.5rem" />
          <Bone width="4rem" />
        </div>
        <div className={account.statGrid}>
          {statLines.map((lines, card) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of placeholders
            <Card key={card} className={account.stat}>
              <span className={account.muted}>
                <Bone width="6rem" />
              </span>
              <span className={account.big}>
                <Bone width="5rem" />
              </span>
              {lines === 'note' ? (
                <span className={account.muted}>
                  <Bone width="10rem" />
                </span>
              ) : null}
              {lines === 'choice' ? <span className={skeleton.choice} /> : null}
            </Card>
          ))}
        </div>
        <Card>
          <p className={skeleton.cardTitle}>
            <Bone width="10rem" />
          </p>
          <span className={skeleton.emptyList} />
        </Card>
      </div>
    </div>
  );
}
