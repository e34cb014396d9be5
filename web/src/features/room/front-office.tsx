// The hotel a front-office page works on (rooms, channels, prices, policies): the chosen hotel of the
// chosen HOTEL service, whose permission list the page's buttons follow. Without one the page says
// so and leads to the service cards.

import type { ReactNode } from 'react';
import { NotChosen } from '../../session/NotChosen';
import { useChosenService, type ChosenService } from '../../session/use-chosen';

export function FrontOffice({ children }: { children: (hotel: ChosenService) => ReactNode }) {
  const frontOffice = useChosenService('HOTEL');
  return frontOffice ? <>{children(frontOffice)}</> : <NotChosen what="HOTEL" />;
}
