import type { ReactNode } from 'react';
import { EmptyState } from '@mantine/core';

export interface NotAvailableSectionProps {
  icon: ReactNode;
  title: string;
  description: string;
}

/**
 * The honest empty state of a profile section the API does not serve yet (notification
 * preferences, payment methods): it says so instead of showing sample data.
 */
export function NotAvailableSection({ icon, title, description }: NotAvailableSectionProps) {
  return <EmptyState icon={icon} title={title} description={description} withIndicatorBackground />;
}
