import type { ContentCsv } from '../content/csv/service';
import type { ContentDetail } from '../content/reading/detail';
import type { FavouriteService } from '../content/favourites/service';
import type { ContentFileService } from '../content/files/service';
import type { ContentGroupService } from '../content/groups/service';
import type { GroupReading } from '../content/reading/groupReading';
import type { Library } from '../content/reading/library';
import type { SearchService } from '../content/search/service';
import type { ContentService } from '../content/catalogue/service';

/** The content domain's services as the composition root builds them, for its routes. */
export interface ContentServices {
  contents: ContentService;
  csv: ContentCsv;
  groups: ContentGroupService;
  library: Library;
  detail: ContentDetail;
  groupReading: GroupReading;
  favourites: FavouriteService;
  files: ContentFileService;
  search: SearchService;
}
