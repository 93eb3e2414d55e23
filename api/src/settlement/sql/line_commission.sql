-- The marketplace's commission on one order line of `amount` in `currency` for `supplier`'s
-- `product`, and the rule it comes from: the supplier's own rule if one is in effect, else the
-- product's category's, else the default; of a scope's rules, the one that took effect last (on or
-- before today), a rule in the line's currency before one of every currency the same day. A rule
-- in another currency does not apply: its minimum and cap are amounts in its own. The percentage
-- of the line, rounded to the cent, is held between the rule's minimum and its cap, and is never
-- more than the line itself. No rule in effect: no commission.
CREATE OR REPLACE FUNCTION line_commission(supplier text, product integer, amount numeric, currency text)
RETURNS TABLE (rule_id integer, commission numeric) LANGUAGE sql STABLE AS $$
  SELECT rule.id,
         least(amount, greatest(rule.minimum, least(round(amount * rule.percent / 100, 2), coalesce(rule.cap, amount))))
  FROM commission_rules rule
  WHERE rule.effective_from <= current_date
    AND (rule.currency IS NULL OR rule.currency = line_commission.currency)
    AND (rule.scope = 'default'
         OR (rule.scope = 'vendor' AND rule.vendor_id = supplier)
         OR (rule.scope = 'category'
             AND rule.category_id = (SELECT facts.category_id FROM product_facts() facts WHERE facts.id = product)))
  ORDER BY CASE rule.scope WHEN 'vendor' THEN 0 WHEN 'category' THEN 1 ELSE 2 END,
           rule.effective_from DESC, rule.currency IS NULL, rule.id DESC
  LIMIT 1
$$;
