/** SPEC §2 route table. Screens link through these, never through string literals. */
export const paths = {
  home: '/',
  signup: '/signup',
  signin: '/signin',
  resetPassword: '/reset-password',
  dashboard: '/dashboard',
  imageGenerator: '/image-generator',
  generateImage: '/generate/image',
  textGenerator: '/text-generator',
  generateText: '/generate/text',
  savedTexts: '/saved-texts',
  generateVoice: '/generate/voice',
  generateVideo: '/generate/video',
  checkout: '/checkout',
  checkoutSuccess: '/checkout-success',
  previewDashboard: (variant: number) => `/preview/dashboard-v${variant}`,
} as const;

/** Section ids the header's FAQ and Contact links scroll to (SPEC §2). */
export const sectionIds = { faq: 'faq', footer: 'footer' } as const;

export const previewVariants = [1, 2, 3, 4, 5] as const;
