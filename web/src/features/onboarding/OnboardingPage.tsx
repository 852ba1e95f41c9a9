import { UnfinishedPage } from '../../ui/UnfinishedPage';

/** Entry of the onboarding feature, loaded on demand by the router; it draws every onboarding route. */
export function OnboardingPage({ title }: { title: string }) {
  return <UnfinishedPage title={title} />;
}
