-- Products removed: the facet counts of their profiles go down (a statement-level trigger).
CREATE OR REPLACE FUNCTION rawex_count_facet_profiles_delete()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        
    INSERT INTO product_facet_profiles (category_id, vendor_id, origin_country, grade, certifications, incoterms, products)
    SELECT category_id, vendor_id, origin_country, grade, certifications, incoterms, sum(products)::integer FROM (SELECT category_id, vendor_id, origin_country, grade, certifications, incoterms, -count(*) AS products FROM removed WHERE is_active GROUP BY category_id, vendor_id, origin_country, grade, certifications, incoterms) AS changes
    GROUP BY category_id, vendor_id, origin_country, grade, certifications, incoterms HAVING sum(products) <> 0
    ON CONFLICT (category_id, vendor_id, origin_country, grade, certifications, incoterms) DO UPDATE SET products = product_facet_profiles.products + EXCLUDED.products;
        RETURN NULL;
      END $function$
