import { useTranslation } from 'react-i18next'
import { CommunityBoard } from '../features/community/components/community-board'
import { useDocumentTitle } from '../lib/use-document-title'

export default function CommunityPage() {
  const { t } = useTranslation()
  useDocumentTitle(t('community.pageTitle'))
  return <CommunityBoard />
}
