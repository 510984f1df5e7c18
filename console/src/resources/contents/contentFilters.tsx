import {
  NullableBooleanInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
  useTranslate,
} from 'react-admin';
import { textStatuses } from './content';

const TypeFilter = (props: { source: string }) => {
  const translate = useTranslate();
  return (
    <SelectInput
      {...props}
      label="resources.contents.fields.type"
      choices={['new', 'popular', 'recommend'].map((id) => ({
        id,
        name: translate(`enums.${id}`),
      }))}
    />
  );
};

const TextStatusFilter = (props: { source: string }) => {
  const translate = useTranslate();
  return (
    <SelectInput
      {...props}
      label="console.contents.textStatus"
      choices={textStatuses.map((id) => ({
        id,
        name: translate(`console.contents.textStatuses.${id}`),
      }))}
    />
  );
};

/** Search (title, author, keywords …), group, badge, published and text status. */
export const contentFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput
    key="groupId"
    source="groupId"
    reference="content-groups"
    filter={{ type: 1 }}
    sort={{ field: 'ordinal', order: 'ASC' }}
    alwaysOn
  >
    <SelectInput optionText="name" label="console.contents.group" />
  </ReferenceInput>,
  <TypeFilter key="type" source="type" />,
  <NullableBooleanInput key="isPublished" source="isPublished" />,
  <TextStatusFilter key="textStatus" source="textStatus" />,
];
