import type { Insertable } from 'kysely';
import type { AttributesTable, AttributeValuesTable, LabelsTable, SizeChartsTable, TagsTable } from '../../modules/catalog/catalog.table.ts';
import { attributeId, attributesData, attributeValueId, labelId, sizeChartId, tagId } from './catalog-data.ts';
import { finishSwatchSvg } from './product-svgs.ts';
import { mediaUrl, type SvgFile } from './svg-images.ts';

// Attributes (variant options and product specs) with their values, labels, tags and size charts.

export interface AttributeSeed {
  attributes: Insertable<AttributesTable>[];
  attributeValues: Insertable<AttributeValuesTable>[];
  labels: Insertable<LabelsTable>[];
  tags: Insertable<TagsTable>[];
  sizeCharts: Insertable<SizeChartsTable>[];
  files: SvgFile[];
}

export function buildAttributes(): AttributeSeed {
  const files: SvgFile[] = [];
  const attributes = attributesData.attributes.map((a, i) => ({
    id: attributeId(a.code),
    code: a.code,
    name: a.name,
    display: a.display,
    is_variant: a.is_variant ? 1 : 0,
    is_filterable: 1,
    position: i + 1,
  }));
  const attributeValues = attributesData.attributes.flatMap((a) =>
    a.values.map((v, i) => {
      let swatch = v.swatch ?? null;
      if (v.metal) {
        const file = `swatches/${a.code}-${v.value}.svg`;
        files.push({ path: file, svg: finishSwatchSvg(v.label, v.metal[0], v.metal[1]) });
        swatch = mediaUrl(file);
      }
      return { id: attributeValueId(a.code, v.value), attribute_id: attributeId(a.code), value: v.value, label: v.label, swatch, position: i + 1 };
    }),
  );
  const labels = attributesData.labels.map((l) => ({ id: labelId(l.slug), name: l.name, slug: l.slug, colour: l.colour }));
  const tags = attributesData.tags.map((t) => ({ id: tagId(t.slug), name: t.name, slug: t.slug }));
  const sizeCharts = attributesData.size_charts.map((c) => ({
    id: sizeChartId(c.id),
    name: c.name,
    unit: c.unit,
    columns: JSON.stringify(c.columns),
    rows: JSON.stringify(c.rows),
  }));
  return { attributes, attributeValues, labels, tags, sizeCharts, files };
}
