import { createFileRoute } from '@tanstack/react-router';
import { CreateInquiryScreen } from '../../features/guest/CreateInquiryScreen';

export const Route = createFileRoute('/_app/create-inquiry')({ component: CreateInquiryScreen });
