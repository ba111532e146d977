import { defineMessages } from 'react-intl';
import type { LegalDocumentContent } from './components/legal-document';

const privacyMessages = defineMessages({
  title: { id: 'footer.privacy' },
  intro: { id: 'legal.privacy.intro' },
  accountHeading: { id: 'legal.privacy.account.heading' },
  accountP1: { id: 'legal.privacy.account.p1' },
  accountP2: { id: 'legal.privacy.account.p2' },
  creationsHeading: { id: 'legal.privacy.creations.heading' },
  creationsP1: { id: 'legal.privacy.creations.p1' },
  creationsP2: { id: 'legal.privacy.creations.p2' },
  modelsHeading: { id: 'legal.privacy.models.heading' },
  modelsP1: { id: 'legal.privacy.models.p1' },
  modelsP2: { id: 'legal.privacy.models.p2' },
  paymentsHeading: { id: 'legal.privacy.payments.heading' },
  paymentsP1: { id: 'legal.privacy.payments.p1' },
  paymentsP2: { id: 'legal.privacy.payments.p2' },
  emailsHeading: { id: 'legal.privacy.emails.heading' },
  emailsP1: { id: 'legal.privacy.emails.p1' },
  tokensHeading: { id: 'legal.privacy.tokens.heading' },
  tokensP1: { id: 'legal.privacy.tokens.p1' },
  purposesHeading: { id: 'legal.privacy.purposes.heading' },
  purposesP1: { id: 'legal.privacy.purposes.p1' },
  rightsHeading: { id: 'legal.privacy.rights.heading' },
  rightsP1: { id: 'legal.privacy.rights.p1' },
  deletionHeading: { id: 'legal.privacy.deletion.heading' },
  deletionP1: { id: 'legal.privacy.deletion.p1' },
  browserHeading: { id: 'legal.privacy.browser.heading' },
  browserP1: { id: 'legal.privacy.browser.p1' },
});

/** What the product stores, why, who else receives it, and the user's rights. */
export const privacyPolicy: LegalDocumentContent = {
  title: privacyMessages.title,
  intro: privacyMessages.intro,
  sections: [
    {
      id: 'account',
      heading: privacyMessages.accountHeading,
      paragraphs: [privacyMessages.accountP1, privacyMessages.accountP2],
    },
    {
      id: 'creations',
      heading: privacyMessages.creationsHeading,
      paragraphs: [privacyMessages.creationsP1, privacyMessages.creationsP2],
    },
    {
      id: 'models',
      heading: privacyMessages.modelsHeading,
      paragraphs: [privacyMessages.modelsP1, privacyMessages.modelsP2],
    },
    {
      id: 'payments',
      heading: privacyMessages.paymentsHeading,
      paragraphs: [privacyMessages.paymentsP1, privacyMessages.paymentsP2],
    },
    {
      id: 'emails',
      heading: privacyMessages.emailsHeading,
      paragraphs: [privacyMessages.emailsP1],
    },
    {
      id: 'tokens',
      heading: privacyMessages.tokensHeading,
      paragraphs: [privacyMessages.tokensP1],
    },
    {
      id: 'purposes',
      heading: privacyMessages.purposesHeading,
      paragraphs: [privacyMessages.purposesP1],
    },
    {
      id: 'rights',
      heading: privacyMessages.rightsHeading,
      paragraphs: [privacyMessages.rightsP1],
    },
    {
      id: 'deletion',
      heading: privacyMessages.deletionHeading,
      paragraphs: [privacyMessages.deletionP1],
    },
    {
      id: 'browser',
      heading: privacyMessages.browserHeading,
      paragraphs: [privacyMessages.browserP1],
    },
  ],
};

const termsMessages = defineMessages({
  title: { id: 'footer.terms' },
  intro: { id: 'legal.terms.intro' },
  accountHeading: { id: 'legal.terms.account.heading' },
  accountP1: { id: 'legal.terms.account.p1' },
  creditsHeading: { id: 'legal.terms.credits.heading' },
  creditsP1: { id: 'legal.terms.credits.p1' },
  creditsP2: { id: 'legal.terms.credits.p2' },
  buyingHeading: { id: 'legal.terms.buying.heading' },
  buyingP1: { id: 'legal.terms.buying.p1' },
  contentHeading: { id: 'legal.terms.content.heading' },
  contentP1: { id: 'legal.terms.content.p1' },
  useHeading: { id: 'legal.terms.use.heading' },
  useP1: { id: 'legal.terms.use.p1' },
  serviceHeading: { id: 'legal.terms.service.heading' },
  serviceP1: { id: 'legal.terms.service.p1' },
  closingHeading: { id: 'legal.terms.closing.heading' },
  closingP1: { id: 'legal.terms.closing.p1' },
  changesHeading: { id: 'legal.terms.changes.heading' },
  changesP1: { id: 'legal.terms.changes.p1' },
  contactHeading: { id: 'legal.terms.contact.heading' },
  contactP1: { id: 'legal.terms.contact.p1' },
});

/** The terms of service: the sign-up's Terms of Service and the checkout's User Terms. */
export const termsOfService: LegalDocumentContent = {
  title: termsMessages.title,
  intro: termsMessages.intro,
  sections: [
    { id: 'account', heading: termsMessages.accountHeading, paragraphs: [termsMessages.accountP1] },
    {
      id: 'credits',
      heading: termsMessages.creditsHeading,
      paragraphs: [termsMessages.creditsP1, termsMessages.creditsP2],
    },
    { id: 'buying', heading: termsMessages.buyingHeading, paragraphs: [termsMessages.buyingP1] },
    { id: 'content', heading: termsMessages.contentHeading, paragraphs: [termsMessages.contentP1] },
    { id: 'use', heading: termsMessages.useHeading, paragraphs: [termsMessages.useP1] },
    { id: 'service', heading: termsMessages.serviceHeading, paragraphs: [termsMessages.serviceP1] },
    { id: 'closing', heading: termsMessages.closingHeading, paragraphs: [termsMessages.closingP1] },
    { id: 'changes', heading: termsMessages.changesHeading, paragraphs: [termsMessages.changesP1] },
    { id: 'contact', heading: termsMessages.contactHeading, paragraphs: [termsMessages.contactP1] },
  ],
};

const cookiesMessages = defineMessages({
  title: { id: 'footer.cookies' },
  intro: { id: 'legal.cookies.intro' },
  cookieHeading: { id: 'legal.cookies.cookie.heading' },
  cookieP1: { id: 'legal.cookies.cookie.p1' },
  storageHeading: { id: 'legal.cookies.storage.heading' },
  storageP1: { id: 'legal.cookies.storage.p1' },
  storageP2: { id: 'legal.cookies.storage.p2' },
  storageP3: { id: 'legal.cookies.storage.p3' },
  storageP4: { id: 'legal.cookies.storage.p4' },
  storageP5: { id: 'legal.cookies.storage.p5' },
  paymentHeading: { id: 'legal.cookies.payment.heading' },
  paymentP1: { id: 'legal.cookies.payment.p1' },
  consentHeading: { id: 'legal.cookies.consent.heading' },
  consentP1: { id: 'legal.cookies.consent.p1' },
  removingHeading: { id: 'legal.cookies.removing.heading' },
  removingP1: { id: 'legal.cookies.removing.p1' },
});

/** The cookie and the local-storage values the web app keeps in the browser. */
export const cookiePolicy: LegalDocumentContent = {
  title: cookiesMessages.title,
  intro: cookiesMessages.intro,
  sections: [
    {
      id: 'cookie',
      heading: cookiesMessages.cookieHeading,
      paragraphs: [cookiesMessages.cookieP1],
    },
    {
      id: 'storage',
      heading: cookiesMessages.storageHeading,
      paragraphs: [
        cookiesMessages.storageP1,
        cookiesMessages.storageP2,
        cookiesMessages.storageP3,
        cookiesMessages.storageP4,
        cookiesMessages.storageP5,
      ],
    },
    {
      id: 'payment',
      heading: cookiesMessages.paymentHeading,
      paragraphs: [cookiesMessages.paymentP1],
    },
    {
      id: 'consent',
      heading: cookiesMessages.consentHeading,
      paragraphs: [cookiesMessages.consentP1],
    },
    {
      id: 'removing',
      heading: cookiesMessages.removingHeading,
      paragraphs: [cookiesMessages.removingP1],
    },
  ],
};
