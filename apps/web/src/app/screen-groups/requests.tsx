import { RequestDetailsPage, ResponsesPage, SendRequestPage } from '../../features/requests';
import type { ScreenProps } from '../lazy-screen';

/** Send Request, its details and the Responses screen: each needs the signed-in user's company. */
export const SendRequestScreen = ({ me }: ScreenProps) => <SendRequestPage me={me} />;
export const RequestDetailsScreen = ({ me }: ScreenProps) => <RequestDetailsPage me={me} />;
export const ResponsesScreen = ({ me }: ScreenProps) => <ResponsesPage me={me} />;
