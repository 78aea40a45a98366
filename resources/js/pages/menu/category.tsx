import { usePage } from '@inertiajs/react';
import { ProductGrid } from '@/components/product-card';
import { withDefaultLayout } from '@/layouts/default-layout';
import type { CategoryWithProducts, SharedProps } from '@/types/models';

interface Props extends SharedProps {
    category: CategoryWithProducts;
}

export default function CategoryPage() {
    const { category } = usePage<Props>().props;
    return (
        <>
            <h1>{category.name}</h1>
            <ProductGrid products={category.products} />
        </>
    );
}

CategoryPage.layout = withDefaultLayout;
