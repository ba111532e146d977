import { PUBLIC_CONFIG_META } from '@lumen/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { publicConfigOfPage } from './public-config';

/** The <meta> the server writes into every page it serves (server's serve-web). */
function pageSays(content: string) {
  const meta = document.createElement('meta');
  meta.name = PUBLIC_CONFIG_META;
  meta.content = content;
  document.head.append(meta);
}

function removeMeta() {
  for (const meta of document.head.querySelectorAll(`meta[name="${PUBLIC_CONFIG_META}"]`)) {
    meta.remove();
  }
}

afterEach(removeMeta);

describe('publicConfigOfPage', () => {
  it("reads the server's numbers from the page", () => {
    pageSays('{"trialCredits":0,"trialDays":7}');
    expect(publicConfigOfPage()).toEqual({ trialCredits: 0, trialDays: 7 });
  });

  it('is undefined without the meta, or with anything but two counts in it', () => {
    expect(publicConfigOfPage()).toBeUndefined();
    for (const content of [
      'not json',
      '{"trialCredits":20}',
      '{"trialCredits":-1,"trialDays":14}',
      '{"trialCredits":2.5,"trialDays":14}',
      '{"trialCredits":"20","trialDays":14}',
      'null',
    ]) {
      pageSays(content);
      expect(publicConfigOfPage(), content).toBeUndefined();
      removeMeta();
    }
  });
});

it("sign-up's promise is drawn with the page's numbers at once, without asking the server", async () => {
  pageSays('{"trialCredits":0,"trialDays":7}');
  const { requests } = mockApi({});
  const { screen } = await renderApp('/signup');
  await expect.element(screen.getByText('Pay only for the credits you use.')).toBeVisible();
  expect(screen.getByTestId('trial-promise-reserved').elements()).toHaveLength(0);
  expect(requests.map((request) => new URL(request.url).pathname)).not.toContain('/api/config');
});
