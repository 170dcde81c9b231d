import { Segmented } from 'antd';
import { useI18n, type Lang } from './i18n';

export function LangSwitch() {
  const { lang, setLang } = useI18n();
  return (
    <Segmented<Lang>
      size="small"
      value={lang}
      onChange={setLang}
      options={[{ label: '中文', value: 'zh' }, { label: 'EN', value: 'en' }]}
      aria-label="language"
    />
  );
}
