import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { legalAnchors } from '@/config/paths';
import { FeaturesGrid } from '@/features/home/components/features-grid';
import { Faq } from '@/features/home/components/faq';
import { Gallery } from '@/features/home/components/gallery';
import { Hero } from '@/features/home/components/hero';
import { Pricing } from '@/features/home/components/pricing';
import { scrollToSection } from '@/lib/scroll';

/** Scroll requests from other pages (the mobile sidebar's FAQ and Contact) arrive as state. */
function useScrollRequest() {
  const { state } = useLocation();
  const target = (state as { scrollTo?: string } | null)?.scrollTo;
  useEffect(() => {
    if (!target) return;
    // After the route change's own scroll to top (100 ms).
    const timer = window.setTimeout(() => scrollToSection(target), 250);
    return () => window.clearTimeout(timer);
  }, [target]);
}

/** `/#privacy`, `/#terms`, `/#cookies` (where the documents once were) go on to their pages. */
function useLegalAnchor() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const page = legalAnchors[hash];
  useEffect(() => {
    if (page) navigate(page, { replace: true });
  }, [page, navigate]);
}

export function Component() {
  useScrollRequest();
  useLegalAnchor();
  return (
    <>
      <PageTitle id="page.home" />
      <Hero />
      <FeaturesGrid />
      <Gallery />
      <Pricing />
      <Faq />
    </>
  );
}
